import type { OpenAPIObject } from 'openapi3-ts/oas31';
import { createHash } from 'node:crypto';
import { apiDocsPage, openApiDocument } from './document';
import { escapeHtml, renderDocsPage, schemaSummary } from './render-docs';

describe('the docs page', () => {
  test('lists every operation, grouped by tag, with parameters, bodies and answers', () => {
    const document = openApiDocument();
    const { html } = apiDocsPage();
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      for (const method of ['get', 'post', 'put', 'patch', 'delete'] as const) {
        const op = item[method];
        if (op) expect(html).toContain(`id="${op.operationId}"`);
      }
      expect(html).toContain(`<code>${escapeHtml(path)}</code>`);
    }
    for (const tag of document.tags ?? [])
      expect(html).toContain(`id="tag-${tag.name.replace(/[^A-Za-z0-9_.-]+/g, '-')}"`);
    expect(html).toContain('<h4>Parameters</h4>');
    expect(html).toContain('<h4>Body <code>application/json</code></h4>');
    expect(html).toContain('id="schema-ErrorBody"');
    expect(html).not.toMatch(/<script|https?:\/\/(?!json-schema)[^"<]*\.(js|css)/);
  });

  test('its one stylesheet is allowed by hash; nothing else is', () => {
    const { html, contentSecurityPolicy } = apiDocsPage();
    const style = /<style>([\s\S]*?)<\/style>/.exec(html)![1]!;
    const hash = createHash('sha256').update(style).digest('base64');
    expect(contentSecurityPolicy).toContain(`style-src 'sha256-${hash}'`);
    expect(contentSecurityPolicy).toContain("default-src 'none'");
    expect(contentSecurityPolicy).not.toContain('unsafe-inline');
  });

  test('text from the document is escaped', () => {
    const document: OpenAPIObject = {
      openapi: '3.1.0',
      info: { title: '<script>alert(1)</script>', version: '1' },
      paths: {
        '/x': {
          get: { summary: '"><img src=x>', operationId: 'getX', responses: { '200': { description: '&' } } },
        },
      },
    };
    const { html } = renderDocsPage(document);
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img src=x>');
    expect(html).toContain('&lt;script&gt;');
  });

  test('a schema reads as its type and the rules a caller must meet', () => {
    expect(schemaSummary({ type: 'integer', minimum: 1, maximum: 100, default: 20 })).toBe(
      'integer (min <code>1</code>, max <code>100</code>, default <code>20</code>)',
    );
    expect(schemaSummary({ $ref: '#/components/schemas/ErrorBody' })).toBe(
      '<a href="#schema-ErrorBody">ErrorBody</a>',
    );
    expect(schemaSummary({ anyOf: [{ type: 'string', enum: ['a'] }, { type: 'null' }] })).toBe(
      '<code>&quot;a&quot;</code> | null',
    );
  });
});

test('descriptions keep their `code` and **strong** marks, after escaping', () => {
  const { html } = renderDocsPage({
    openapi: '3.1.0',
    info: { title: 't', version: '1', description: 'Use `Idempotency-Key` **always** <b>' },
    paths: {},
  });
  expect(html).toContain('Use <code>Idempotency-Key</code> <strong>always</strong> &lt;b&gt;');
});
