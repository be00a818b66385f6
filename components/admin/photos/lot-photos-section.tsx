import { hasPermission } from '@/lib/domain/staff';
import { lotPhotosForConsole } from '@/lib/server/photos/console-photos';
import type { SignedInStaff } from '@/lib/server/staff/staff-member';
import { PhotosPanel } from './photos-panel';

/** The lot edit page's photos: read on the server, handed to the panel (changing them needs photos.write). */
export async function LotPhotosSection({ lotId, staff }: { lotId: number; staff: SignedInStaff }) {
  const photos = await lotPhotosForConsole(lotId);
  return <PhotosPanel lotId={lotId} initial={photos} canWrite={hasPermission(staff.roles, 'photos.write')} />;
}
