// A thread of the command line (cli.mjs): its own engine, answering jobs one after another.
// workerData: { command, format, options }. A job is { id, lines: [[lineNumber, text], ...] }
// (generate: { id, firstIndex, count }); the answer is { id, out, errors }: `out` one written
// record per line (null for a line that could not be read), `errors` { line, code, message }.
import { parentPort, workerData } from 'node:worker_threads';
import createSudoku from './sudoku-node.mjs';
import { COMMANDS, recordWriter } from './cli-commands.mjs';

const sudoku = await createSudoku();
const { command, format, options } = workerData;
const { run, runMany, make } = COMMANDS[command];
const writer = recordWriter(command, format);
const problem = (error) => ({ code: error.code ?? 'error', message: error.message });

parentPort.on('message', (job) => {
  const out = [];
  const errors = [];
  let answers;
  if (make) {
    // Puzzles firstIndex, firstIndex + step, ... (step > 1: a shard of the batch).
    const step = job.step ?? 1;
    try {
      const records = step === 1 ? make(sudoku, options, job.firstIndex, job.count)
        : Array.from({ length: job.count }, (_, i) => make(sudoku, options, job.firstIndex + i * step, 1)[0]);
      for (const record of records) out.push(writer.write(record));
    } catch (error) {
      errors.push({ line: job.firstIndex + 1, ...problem(error) });
    }
  } else if (runMany && (answers = runMany(sudoku, job.lines.map(([, text]) => text), options))) {
    answers.forEach((answer, i) => {
      const line = job.lines[i][0];
      if (answer instanceof Error) {
        out.push(null);
        errors.push({ line, ...problem(answer) });
      } else {
        out.push(writer.write({ line, ...answer }));
      }
    });
  } else {
    for (const [line, text] of job.lines) {
      try {
        out.push(writer.write({ line, ...run(sudoku, text, options) }));
      } catch (error) {
        out.push(null);
        errors.push({ line, ...problem(error) });
      }
    }
  }
  parentPort.postMessage({ id: job.id, out, errors });
});
parentPort.postMessage({ ready: true });
