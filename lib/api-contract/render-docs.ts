import { createHash } from 'node:crypto';
import type {
  OpenAPIObject,
  OperationObject,
  ParameterObject,
  ReferenceObject,
  RequestBodyObject,
  ResponseObject,
  SchemaObject,
} from 'openapi3-ts/oas31';

/**
 * The OpenAPI document as a page for people, rendered on the server: operations grouped by tag, each with its
 * parameters, body, answers and the schemas they name. No script and no outside file: one stylesheet in the page,
 * allowed by its hash in the page's own Content-Security-Policy, so it works offline and under a strict policy.
 */
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

const STYLE = `body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:70rem;padding:1rem 1.5rem;color:#1b1f24}
h1{font-size:1.6rem}h2{border-bottom:2px solid #d0d7de;margin-top:2.5rem}h3{font-size:1.05rem;margin:0}
nav ul{columns:3;padding-left:1rem}section.op{border:1px solid #d0d7de;border-radius:6px;margin:1rem 0;padding:.75rem 1rem}
.m{display:inline-block;min-width:4.2rem;font:600 .8rem monospace;text-transform:uppercase;padding:.1rem .4rem;border-radius:4px;background:#eaeef2}
.get{background:#dbeafe}.post{background:#dcfce7}.put,.patch{background:#fef3c7}.delete{background:#fee2e2}
code,pre{font:13px/1.4 ui-monospace,monospace}pre{background:#f6f8fa;padding:.5rem;overflow:auto;max-height:24rem}
table{border-collapse:collapse;width:100%;margin:.5rem 0}th,td{border:1px solid #d0d7de;padding:.25rem .5rem;text-align:left;vertical-align:top}
.lock{color:#9a6700}.desc{white-space:pre-line}`;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** Escaped text with the document's light markup: `code` and **strong**. */
export function prose(text: string): string {
  return escapeHtml(text)
    .replace(/`([^`]+)`/g, '<code>$1</code>')
    .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
}

const anchor = (text: string) => text.replace(/[^A-Za-z0-9_.-]+/g, '-');
const isRef = (value: unknown): value is ReferenceObject =>
  typeof value === 'object' && value !== null && '$ref' in value;

/** A schema in one line: its type with the constraints a caller must meet, or a link to the component it names. */
export function schemaSummary(schema: SchemaObject | ReferenceObject | undefined): string {
  if (!schema) return 'any';
  if (isRef(schema)) {
    const name = schema.$ref.replace('#/components/schemas/', '');
    return `<a href="#schema-${anchor(name)}">${escapeHtml(name)}</a>`;
  }
  if (schema.anyOf || schema.oneOf) {
    return (schema.anyOf ?? schema.oneOf)!.map((s) => schemaSummary(s)).join(' | ');
  }
  if (schema.allOf) return schema.allOf.map((s) => schemaSummary(s)).join(' & ');
  const parts: string[] = [];
  if (schema.const !== undefined) parts.push(`<code>${escapeHtml(JSON.stringify(schema.const))}</code>`);
  else if (schema.enum)
    parts.push(schema.enum.map((v) => `<code>${escapeHtml(JSON.stringify(v))}</code>`).join(' | '));
  else if (schema.type === 'array') parts.push(`array of ${schemaSummary(schema.items)}`);
  else parts.push(escapeHtml(String(schema.title ?? schema.type ?? 'any')));
  const rules: [string, unknown][] = [
    ['format', schema.format],
    ['pattern', schema.pattern],
    ['min', schema.minimum],
    ['max', schema.maximum],
    ['min length', schema.minLength],
    ['max length', schema.maxLength],
    ['min items', schema.minItems],
    ['max items', schema.maxItems],
    ['default', schema.default === undefined ? undefined : JSON.stringify(schema.default)],
  ];
  const shown = rules
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => `${k} <code>${escapeHtml(String(v))}</code>`);
  return shown.length > 0 ? `${parts.join('')} (${shown.join(', ')})` : parts.join('');
}

/** An object schema's properties as a table; anything else as its one-line summary. */
function schemaBlock(schema: SchemaObject | ReferenceObject | undefined): string {
  if (!schema || isRef(schema) || schema.type !== 'object' || !schema.properties) {
    return `<p>${schemaSummary(schema)}${!isRef(schema) && schema?.description ? ` — ${escapeHtml(schema.description)}` : ''}</p>`;
  }
  const required = new Set(schema.required ?? []);
  const rows = Object.entries(schema.properties)
    .map(
      ([name, property]) =>
        `<tr><td><code>${escapeHtml(name)}</code>${required.has(name) ? ' *' : ''}</td><td>${schemaSummary(property)}</td>` +
        `<td>${escapeHtml((!isRef(property) && property.description) || '')}</td></tr>`,
    )
    .join('');
  return (
    (schema.description ? `<p>${escapeHtml(schema.description)}</p>` : '') +
    `<table><tr><th>field (* required)</th><th>schema</th><th>note</th></tr>${rows}</table>`
  );
}

function parametersBlock(parameters: (ParameterObject | ReferenceObject)[] | undefined): string {
  const list = (parameters ?? []).filter((p): p is ParameterObject => !isRef(p));
  if (list.length === 0) return '';
  const rows = list
    .map(
      (p) =>
        `<tr><td><code>${escapeHtml(p.name)}</code>${p.required ? ' *' : ''}</td><td>${escapeHtml(p.in)}</td>` +
        `<td>${schemaSummary(p.schema)}</td><td>${escapeHtml(p.description ?? '')}</td></tr>`,
    )
    .join('');
  return `<h4>Parameters</h4><table><tr><th>name (* required)</th><th>in</th><th>schema</th><th>note</th></tr>${rows}</table>`;
}

function bodyBlock(body: RequestBodyObject | ReferenceObject | undefined): string {
  if (!body || isRef(body)) return '';
  return Object.entries(body.content ?? {})
    .map(
      ([media, { schema }]) =>
        `<h4>Body <code>${escapeHtml(media)}</code></h4>` +
        (body.description ? `<p>${escapeHtml(body.description)}</p>` : '') +
        schemaBlock(schema),
    )
    .join('');
}

function responsesBlock(responses: Record<string, ResponseObject | ReferenceObject>): string {
  const rows = Object.entries(responses)
    .map(([status, response]) => {
      if (isRef(response)) return '';
      const content = Object.entries(response.content ?? {})
        .map(([media, { schema }]) => `<code>${escapeHtml(media)}</code> ${schemaSummary(schema)}`)
        .join('<br>');
      return `<tr><td>${escapeHtml(status)}</td><td>${prose(response.description)}</td><td>${content}</td></tr>`;
    })
    .join('');
  return `<h4>Answers</h4><table><tr><th>status</th><th>meaning</th><th>body</th></tr>${rows}</table>`;
}

function operationBlock(method: string, path: string, op: OperationObject): string {
  const member = (op.security ?? []).length > 0;
  const id = anchor(op.operationId ?? `${method}-${path}`);
  const data = ((op.responses?.['200'] ?? op.responses?.['202']) as ResponseObject | undefined)?.content?.[
    'application/json'
  ]?.schema as SchemaObject | undefined;
  const dataSchema = data?.properties?.data;
  return (
    `<section class="op" id="${id}"><h3><span class="m ${method}">${method}</span> <code>${escapeHtml(path)}</code></h3>` +
    `<p>${escapeHtml(op.summary ?? '')}${member ? ' <span class="lock">(signed-in member)</span>' : ''}</p>` +
    (op.description ? `<p class="desc">${prose(op.description)}</p>` : '') +
    parametersBlock(op.parameters) +
    bodyBlock(op.requestBody) +
    (dataSchema ? `<h4>Success <code>data</code></h4>${schemaBlock(dataSchema)}` : '') +
    responsesBlock(op.responses ?? {}) +
    '</section>'
  );
}

export interface DocsPage {
  html: string;
  /** The page's own policy: nothing but its one stylesheet, by hash. */
  contentSecurityPolicy: string;
}

export function renderDocsPage(document: OpenAPIObject): DocsPage {
  const byTag = new Map<string, string[]>();
  const index = new Map<string, string[]>();
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operationBlock(method, path, op)]);
      const link = `<li><a href="#${anchor(op.operationId ?? '')}">${method.toUpperCase()} ${escapeHtml(path)}</a></li>`;
      index.set(tag, [...(index.get(tag) ?? []), link]);
    }
  }
  const tags = [...byTag.keys()];
  const components = Object.entries(document.components?.schemas ?? {})
    .map(
      ([name, schema]) =>
        `<section id="schema-${anchor(name)}"><h3>${escapeHtml(name)}</h3>${schemaBlock(schema)}` +
        `<details><summary>JSON Schema</summary><pre>${escapeHtml(JSON.stringify(schema, null, 2))}</pre></details></section>`,
    )
    .join('');
  const body =
    `<h1>${escapeHtml(document.info.title)} <small>${escapeHtml(document.info.version)}</small></h1>` +
    `<p class="desc">${prose(document.info.description ?? '')}</p>` +
    '<p>The machine-readable document: <a href="/rest-api/openapi.json">/rest-api/openapi.json</a> (OpenAPI 3.1).</p>' +
    `<nav><h2>Operations</h2>${tags
      .map(
        (tag) =>
          `<h3><a href="#tag-${anchor(tag)}">${escapeHtml(tag)}</a></h3><ul>${index.get(tag)!.join('')}</ul>`,
      )
      .join('')}</nav>` +
    tags
      .map((tag) => `<h2 id="tag-${anchor(tag)}">${escapeHtml(tag)}</h2>${byTag.get(tag)!.join('')}`)
      .join('') +
    `<h2 id="schemas">Schemas</h2>${components}`;
  const html =
    '<!DOCTYPE html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">' +
    `<title>${escapeHtml(document.info.title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
  const styleHash = createHash('sha256').update(STYLE).digest('base64');
  return {
    html,
    contentSecurityPolicy: `default-src 'none'; style-src 'sha256-${styleHash}'; img-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  };
}
