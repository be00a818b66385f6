import type { LotPhoto } from '@/lib/domain/lot-photos';

export type UploadOutcome = { ok: true; photos: LotPhoto[] } | { ok: false; message: string };

/**
 * POST the files to the lot's photos as multipart `file` fields with XMLHttpRequest, whose upload reports progress
 * (fetch does not): `onProgress(sentBytes)` as the body leaves. Resolves with the lot's photos or the server's message.
 */
export function uploadPhotosRequest(
  lotId: number,
  files: readonly File[],
  onProgress: (sent: number) => void,
): Promise<UploadOutcome> {
  const form = new FormData();
  for (const file of files) form.append('file', file, file.name);
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/rest-api/v2/admin/lots/${lotId}/photos`);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      let body: { data?: { photos: LotPhoto[] }; error?: { message?: string } } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // Not our JSON: the generic message below.
      }
      if (xhr.status === 200 && body.data) resolve({ ok: true, photos: body.data.photos });
      else resolve({ ok: false, message: body.error?.message ?? `The upload failed (${xhr.status}).` });
    };
    xhr.onerror = () => resolve({ ok: false, message: 'The upload did not reach the server. Try again.' });
    xhr.send(form);
  });
}
