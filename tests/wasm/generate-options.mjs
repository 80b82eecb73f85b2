// The options of generate(), one per row of the engine's table (kGenerateOptionRows in
// core/include/sudoku/generator.h), with a value each takes beside a seed, one of its type each
// refuses (badOption naming it; undefined for a boolean) and one that asks for something
// (refused by a size that does not take the option; undefined for size, and for scale, which
// asks only beside level or score): the boundary, hostile and facts tests walk every option from here,
// so a new option is tested through the module by its row alone.
// generateOptionValues: written by tools/tables.sh from kGenerateOptionRows; do not edit
export const generateOptions = [
  { name: 'size', type: 'GridSize', example: 9, bad: 5, asking: undefined },
  { name: 'level', type: 'Level', example: 1, bad: 9, asking: 1 },
  { name: 'clues', type: 'number', example: 30, bad: 5, asking: 30 },
  { name: 'symmetry', type: 'Symmetry', example: 'rotational', bad: 'spiral', asking: 'rotational' },
  { name: 'minimal', type: 'boolean', example: false, bad: undefined, asking: true },
  { name: 'seed', type: 'number | string', example: 7, bad: -1, asking: 3 },
  { name: 'budget', type: 'number', example: 2000000, bad: 0, asking: 1 },
  { name: 'timeLimitMs', type: 'number', example: 60000, bad: -1, asking: 60000 },
  { name: 'holesPerBox', type: '1 | 2 | 3 | 4', example: 2, bad: 7, asking: 1 },
  { name: 'score', type: '[number, number]', example: [1.2, 3], bad: [3, 1], asking: [3, 4] },
  { name: 'scale', type: 'RatingScale', example: 'sukaku', bad: 'se', asking: undefined },
];
// end of generateOptionValues
