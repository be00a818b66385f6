import { multipartFiles, type MultipartLimits } from './multipart-files';

const limits: MultipartLimits = { field: 'file', fileBytes: 100, requestBytes: 1000 };

/** A multipart request; `stream` sends the body chunked (no Content-Length), as a browser's big upload may. */
async function request(form: FormData, { stream = false, cut = 0 } = {}) {
  const encoded = new Request('http://localhost/x', { method: 'POST', body: form });
  const bytes = new Uint8Array(await encoded.arrayBuffer());
  const body = cut ? bytes.subarray(0, bytes.length - cut) : bytes;
  const type = encoded.headers.get('content-type')!;
  if (!stream)
    return new Request('http://localhost/x', { method: 'POST', body, headers: { 'content-type': type } });
  const chunks = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < body.length; at += 64) controller.enqueue(body.subarray(at, at + 64));
      controller.close();
    },
  });
  return new Request('http://localhost/x', {
    method: 'POST',
    body: chunks,
    headers: { 'content-type': type },
    duplex: 'half',
  } as RequestInit);
}
const form = (...parts: [string, string | Uint8Array][]) => {
  const data = new FormData();
  for (const [name, value] of parts)
    if (typeof value === 'string') data.append(name, value);
    else data.append(name, new Blob([new Uint8Array(value)]), 'f');
  return data;
};
const bytes = (n: number, fill = 1) => new Uint8Array(n).fill(fill);

async function collect(req: Request) {
  const files: number[][] = [];
  for await (const file of multipartFiles(req, limits)) files.push([...file.slice(0, 2), file.length]);
  return files;
}
const refusal = (req: Request) =>
  collect(req).then(
    () => null,
    (error: { status: number; fields?: unknown }) => ({ status: error.status, fields: error.fields }),
  );

test('the files of the field, in order; other fields and files are skipped', async () => {
  const files = await collect(
    await request(form(['file', bytes(3, 7)], ['note', 'hi'], ['other', bytes(5)], ['file', bytes(100, 9)]), {
      stream: true,
    }),
  );
  expect(files).toEqual([
    [7, 7, 3],
    [9, 9, 100],
  ]);
});

test('a file past its cap is a 413 naming the field; a body past its cap too, chunked or declared', async () => {
  expect(await refusal(await request(form(['file', bytes(101)])))).toEqual({
    status: 413,
    fields: { file: 'fileTooLarge' },
  });
  const many = form(...Array.from({ length: 12 }, () => ['file', bytes(90)] as [string, Uint8Array]));
  expect(await refusal(await request(many, { stream: true }))).toEqual({ status: 413, fields: undefined });
  const declared = await request(form(['file', bytes(5)]));
  const lying = new Request(declared, {
    headers: { ...Object.fromEntries(declared.headers), 'content-length': '5000' },
  });
  expect(await refusal(lying)).toEqual({ status: 413, fields: undefined });
});

test('a cut-off body is a 400; a body that is not multipart is a 422 naming the field', async () => {
  expect(await refusal(await request(form(['file', bytes(50)]), { stream: true, cut: 30 }))).toEqual({
    status: 400,
    fields: undefined,
  });
  const json = new Request('http://localhost/x', {
    method: 'POST',
    body: '{}',
    headers: { 'content-type': 'application/json' },
  });
  expect(await refusal(json)).toEqual({ status: 422, fields: { file: 'fileRequired' } });
});
