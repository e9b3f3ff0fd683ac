/**
 * `npx tsx apps/server/bench/seed-download-evidence.ts <DATA_DIR>`: the demo accounts and 25
 * records of 13800000001 for the batch download journey (23 已上传, one 上传中, one 证据缺失),
 * written through the server's own recordEvidence before the server starts on that directory.
 */
import { openApp, seedEvidence, type SeedFile } from './evidence-seed';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: seed-download-evidence.ts <DATA_DIR>');
const owner = '13800000001';
const files: SeedFile[] = [
  ...Array.from({ length: 21 }, (_, i) => ({ ownerPhone: owner, fileName: `现场照片-${String(i + 1).padStart(2, '0')}.jpg`, content: Buffer.from(`照片 ${i + 1}`), label: '现场', fileType: 2 as const })),
  { ownerPhone: owner, fileName: '合同（最终版）.pdf', content: Buffer.from('%PDF-1.4 合同一'), label: '合同' },
  { ownerPhone: owner, fileName: '合同（最终版）.pdf', content: Buffer.from('%PDF-1.4 合同二'), label: '合同' },
  { ownerPhone: owner, fileName: '正在上传的录音.mp3', content: Buffer.from('mp3'), status: 'uploading', fileType: 3 },
  { ownerPhone: owner, fileName: '已缺失的视频.mp4', content: Buffer.from('mp4'), status: 'missing', fileType: 4 },
];
const built = await openApp(dataDir);
await seedEvidence(built, dataDir, files, 8);
await built.app.close();
