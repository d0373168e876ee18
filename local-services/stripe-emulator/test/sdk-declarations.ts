/**
 * Reads the keys of an object type from the `stripe` package's own declarations (the API
 * version the SDK pins), so the tests can hold the emulator's JSON to them: every required key
 * present, no key the SDK does not declare.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const resources = path.join(path.dirname(require.resolve('stripe')), 'resources');

export interface DeclaredKeys {
  required: Set<string>;
  optional: Set<string>;
}

/** The lines of the block that opens with `opening` at `indent`, up to its closing brace. */
function block(lines: string[], indent: string, opening: string, from = 0, to = lines.length): [number, number] {
  const start = lines.findIndex((line, index) => index >= from && index < to && line === `${indent}${opening}`);
  if (start < 0) throw new Error(`No '${opening}' in the SDK's declarations`);
  const end = lines.findIndex((line, index) => index > start && line === `${indent}}`);
  return [start, end];
}

/**
 * `file` relative to the SDK's resources folder (e.g. 'Invoices.d.ts'); `name` the type, with
 * its namespaces for nested ones (e.g. 'Invoice.Parent.SubscriptionDetails').
 */
export function declaredKeys(file: string, name: string): DeclaredKeys {
  const lines = readFileSync(path.join(resources, file), 'utf8').split('\n');
  const parts = name.split('.');
  let [from, to] = [0, lines.length];
  let indent = '';
  parts.forEach((part, depth) => {
    const last = depth === parts.length - 1;
    const keyword =
      depth === 0 ? (last ? 'export interface' : 'export declare namespace') : last ? 'interface' : 'namespace';
    [from, to] = block(lines, indent, `${keyword} ${part} {`, from, to);
    if (!last) indent += '    ';
  });
  const property = new RegExp(`^${indent}    ([a-z_0-9]+)(\\??):`);
  const keys: DeclaredKeys = { required: new Set(), optional: new Set() };
  for (const line of lines.slice(from + 1, to)) {
    const match = property.exec(line);
    if (match) (match[2] ? keys.optional : keys.required).add(match[1]);
  }
  return keys;
}

/** What is wrong with `object`'s keys against the declaration, as readable lines. */
export function keyProblems(object: object, declared: DeclaredKeys): string[] {
  const present = new Set(Object.keys(object));
  return [
    ...[...declared.required].filter((key) => !present.has(key)).map((key) => `missing required key '${key}'`),
    ...[...present]
      .filter((key) => !declared.required.has(key) && !declared.optional.has(key))
      .map((key) => `key '${key}' is not in the SDK's type`),
  ];
}

/**
 * The string values a declared union type admits (e.g. 'Session.UiMode' in
 * 'Checkout/Sessions.d.ts'), read from the object's namespace, not its params'.
 */
export function declaredValues(file: string, name: string): Set<string> {
  const [namespace, type] = name.split('.');
  const lines = readFileSync(path.join(resources, file), 'utf8').split('\n');
  const [from, to] = block(lines, '', `export declare namespace ${namespace} {`);
  const declaration = lines.slice(from + 1, to).find((line) => line === `    type ${type} = ${line.split(' = ')[1]}`);
  if (!declaration) throw new Error(`No type ${name} in ${file}`);
  return new Set([...declaration.matchAll(/'([^']+)'/g)].map((match) => match[1]));
}
