// Part of `npm run bench -- admin`: the CPU one 12-megapixel camera JPEG (4000 x 3000, made with sharp) costs to render
// every rendition of a lot photo (AVIF and WebP at 320, 640, 1280 and 1920 px, the og:image JPEG, the placeholder),
// as an upload does (lib/server/photos/render-photo.ts: one libvips thread, one photo at a time). Goal: at most
// 1.5 s of CPU per photo (issue 23).
import { renderPhoto } from '@/lib/server/photos/render-photo';
import { twelveMegapixelJpeg } from '@/test/photo-files';
import { writeSection } from './report';

const RUNS = 5;
const GOAL_CPU_SECONDS = 1.5;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export async function runPhotosBench(): Promise<void> {
  const jpeg = await twelveMegapixelJpeg();
  await renderPhoto(jpeg, 'jpeg'); // warm-up: libvips and its codecs loaded
  const cpu: number[] = [];
  const wall: number[] = [];
  let files: { name: string; bytes: Uint8Array }[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    files = (await renderPhoto(jpeg, 'jpeg')).files;
    const spent = process.cpuUsage(startCpu);
    wall.push((performance.now() - start) / 1000);
    cpu.push((spent.user + spent.system) / 1e6);
  }
  const cpuSeconds = median(cpu);
  const size = (name: string) => files.find((f) => f.name === name)?.bytes.byteLength ?? 0;
  console.log(`photos: ${cpuSeconds.toFixed(2)} s CPU per 12-megapixel JPEG (median of ${RUNS})`);
  writeSection(
    'photos',
    'Photo processing (12-megapixel JPEG)',
    [
      `All renditions of one 4000 x 3000 camera JPEG (${kb(jpeg.byteLength)}), made as an upload makes them: ` +
        `one libvips thread, one photo at a time. Median of ${RUNS} runs after a warm-up.`,
      '',
      '| measure | value | goal |',
      '| --- | --- | --- |',
      `| CPU per photo | ${cpuSeconds.toFixed(2)} s (runs: ${cpu.map((c) => c.toFixed(2)).join(', ')}) | ≤ ${GOAL_CPU_SECONDS} s |`,
      `| wall time per photo | ${median(wall).toFixed(2)} s | |`,
      `| 640 px AVIF / WebP (a card, the lot page's first photo on a phone) | ${kb(size('640.avif'))} / ${kb(size('640.webp'))} | |`,
      `| 1280 px AVIF / WebP (the lot page's first photo on a desktop) | ${kb(size('1280.avif'))} / ${kb(size('1280.webp'))} | |`,
      `| 1920 px AVIF / WebP (full screen) | ${kb(size('1920.avif'))} / ${kb(size('1920.webp'))} | |`,
      `| og.jpg (1200 x 630) | ${kb(size('og.jpg'))} | |`,
    ].join('\n'),
  );
  if (cpuSeconds > GOAL_CPU_SECONDS) console.warn(`photos: over the goal of ${GOAL_CPU_SECONDS} s CPU`);
}
