// `npm run bench -- admin` (issue 23 §8): the back office's figures: the bulk import of 100,000 rows with search
// answering meanwhile (./admin-import.ts), then the photo renditions of a 12-megapixel JPEG (./photos.ts).
import { runAdminImportBench } from './admin-import';
import { runPhotosBench } from './photos';

export async function runAdminBench(): Promise<void> {
  await runAdminImportBench();
  await runPhotosBench();
}
