// Reads the package's hand-written type declarations (wasm/*.d.ts) with the TypeScript compiler's
// parser and checks real values against them: every declared field present (unless optional),
// no field that is not declared, and each value of its declared kind. Used by the shape tests,
// so that the d.ts stays the one true description of what the module returns.
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** The declarations of a .d.ts file: { declarations: Map(name -> node), source }. */
export function readDeclarations(path) {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const declarations = new Map();
  for (const statement of source.statements) {
    if ((ts.isInterfaceDeclaration(statement) || ts.isTypeAliasDeclaration(statement) ||
      ts.isClassDeclaration(statement)) && statement.name) {
      declarations.set(statement.name.text, statement);
    }
  }
  return { declarations, source };
}

/** The members of interface `name` as [{ name, optional, type (node), method }]. */
export function membersOf(dts, name) {
  const node = dts.declarations.get(name);
  if (!node) throw new Error(`no declaration named ${name}`);
  const members = [];
  for (const clause of node.heritageClauses ?? []) {
    for (const base of clause.types) {
      const baseName = base.expression.getText(dts.source);
      if (dts.declarations.has(baseName)) members.push(...membersOf(dts, baseName));
    }
  }
  const own = ts.isTypeAliasDeclaration(node) ? node.type.members ?? [] : node.members;
  for (const member of own) {
    if (!member.name || ts.isConstructorDeclaration(member)) continue;
    members.push({
      name: member.name.getText(dts.source),
      optional: Boolean(member.questionToken),
      type: member.type,
      method: ts.isMethodSignature(member) || ts.isMethodDeclaration(member),
      // A method's parameter types as written ('PuzzleInput', 'SolveOptions'), in order.
      parameters: (member.parameters ?? []).map((p) => p.type?.getText(dts.source)),
    });
  }
  return members;
}

/** The string literals of a union type alias (e.g. TechniqueId), in declaration order. */
export function literalsOf(dts, name) {
  const node = dts.declarations.get(name);
  const out = [];
  const walk = (type) => {
    if (ts.isUnionTypeNode(type)) type.types.forEach(walk);
    else if (ts.isLiteralTypeNode(type) && ts.isStringLiteral(type.literal)) out.push(type.literal.text);
  };
  walk(node.type);
  return out;
}

const ERROR_OWN_FIELDS = new Set(['stack', 'message', 'name']);

/**
 * Checks `value` against type node `type` (or a declaration name). Returns a list of problems,
 * each naming the path ("grade().counts.nakedSingle: ...") — empty when the value matches.
 */
export function check(dts, value, type, path = '') {
  const problems = [];
  const fail = (message) => problems.push(`${path}: ${message}`);
  const typeName = typeof type === 'string' ? type : null;
  if (typeName) return checkNamed(dts, value, typeName, path);

  switch (type.kind) {
    case ts.SyntaxKind.StringKeyword: if (typeof value !== 'string') fail(`expected a string, got ${show(value)}`); break;
    case ts.SyntaxKind.NumberKeyword: if (typeof value !== 'number' || Number.isNaN(value)) fail(`expected a number, got ${show(value)}`); break;
    case ts.SyntaxKind.BooleanKeyword: if (typeof value !== 'boolean') fail(`expected a boolean, got ${show(value)}`); break;
    case ts.SyntaxKind.UnknownKeyword: case ts.SyntaxKind.AnyKeyword: break;
    case ts.SyntaxKind.LiteralType: {
      const literal = type.literal;
      const expected = literal.kind === ts.SyntaxKind.NullKeyword ? null
        : ts.isStringLiteral(literal) ? literal.text
          : ts.isNumericLiteral(literal) ? Number(literal.text)
            : literal.kind === ts.SyntaxKind.TrueKeyword ? true : literal.kind === ts.SyntaxKind.FalseKeyword ? false : undefined;
      if (value !== expected) fail(`expected ${JSON.stringify(expected)}, got ${show(value)}`);
      break;
    }
    case ts.SyntaxKind.UnionType: {
      const attempts = type.types.map((member) => check(dts, value, member, path));
      if (!attempts.some((a) => a.length === 0)) {
        fail(`matches none of ${type.getText(dts.source)}: ${attempts.map((a) => a[0]).join(' | ')}`);
      }
      break;
    }
    case ts.SyntaxKind.ParenthesizedType: return check(dts, value, type.type, path);
    case ts.SyntaxKind.TypeOperator: {
      // keyof Interface: a string naming one of its members.
      if (type.operator !== ts.SyntaxKind.KeyOfKeyword || !ts.isTypeReferenceNode(type.type)) {
        fail(`the checker does not know the type ${type.getText(dts.source)}`);
        break;
      }
      const names = membersOf(dts, type.type.typeName.getText(dts.source)).map((m) => m.name);
      if (!names.includes(value)) fail(`expected one of ${names.join(', ')}, got ${show(value)}`);
      break;
    }
    case ts.SyntaxKind.ArrayType:
      if (!Array.isArray(value)) fail(`expected an array, got ${show(value)}`);
      else value.forEach((item, i) => problems.push(...check(dts, item, type.elementType, `${path}[${i}]`)));
      break;
    case ts.SyntaxKind.TypeLiteral:
      problems.push(...checkObject(dts, value, type.members.map((m) => ({
        name: m.name.getText(dts.source), optional: Boolean(m.questionToken), type: m.type,
      })), path));
      break;
    case ts.SyntaxKind.TypeReference: {
      const name = type.typeName.getText(dts.source);
      const args = type.typeArguments ?? [];
      if (name === 'Array' || name === 'ReadonlyArray') {
        if (!Array.isArray(value)) fail(`expected an array, got ${show(value)}`);
        else value.forEach((item, i) => problems.push(...check(dts, item, args[0], `${path}[${i}]`)));
      } else if (name === 'Promise') {
        // What it resolves to is checked by the tests that await it.
        if (!(value instanceof Promise)) fail(`expected a promise, got ${show(value)}`);
      } else if (name === 'Partial' && args[0]?.kind === ts.SyntaxKind.TypeReference &&
        args[0].typeName.getText(dts.source) === 'Record') {
        const [keys, values] = args[0].typeArguments;
        const allowed = new Set(literalsOfNode(dts, keys));
        if (value === null || typeof value !== 'object') fail(`expected an object, got ${show(value)}`);
        else {
          for (const [key, item] of Object.entries(value)) {
            if (!allowed.has(key)) fail(`key ${key} is not one of ${keys.getText(dts.source)}`);
            problems.push(...check(dts, item, values, `${path}.${key}`));
          }
        }
      } else {
        problems.push(...checkNamed(dts, value, name, path));
      }
      break;
    }
    default:
      fail(`the checker does not know the type ${type.getText(dts.source)}`);
  }
  return problems;
}

function literalsOfNode(dts, node) {
  if (ts.isTypeReferenceNode(node)) return literalsOf(dts, node.typeName.getText(dts.source));
  return [];
}

function checkNamed(dts, value, name, path) {
  const node = dts.declarations.get(name);
  if (!node) return [`${path}: no declaration named ${name}`];
  if (ts.isTypeAliasDeclaration(node) && !ts.isTypeLiteralNode(node.type)) return check(dts, value, node.type, path);
  if (ts.isClassDeclaration(node)) {
    if (!(value instanceof Error) || value.name !== name) return [`${path}: expected a ${name}, got ${show(value)}`];
    const members = membersOf(dts, name).filter((m) => !m.method);
    return checkObject(dts, value, members, path, ERROR_OWN_FIELDS);
  }
  return checkObject(dts, value, membersOf(dts, name).filter((m) => !m.method), path);
}

function checkObject(dts, value, members, path, alsoAllowed = new Set()) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return [`${path}: expected an object, got ${show(value)}`];
  const problems = [];
  const declared = new Set(members.map((m) => m.name));
  for (const key of Object.keys(value)) {
    if (!declared.has(key) && !alsoAllowed.has(key)) problems.push(`${path}.${key}: not declared`);
  }
  for (const member of members) {
    if (!(member.name in value) || value[member.name] === undefined) {
      if (!member.optional) problems.push(`${path}.${member.name}: missing`);
      continue;
    }
    problems.push(...check(dts, value[member.name], member.type, `${path}.${member.name}`));
  }
  return problems;
}

function show(value) {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'object') return `an object with ${Object.keys(value).join(', ') || 'no keys'}`;
  return `${typeof value} ${JSON.stringify(value)}`;
}
