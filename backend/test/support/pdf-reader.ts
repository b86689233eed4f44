import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

/** The text of a PDF (whitespace collapsed) and the decoded QR code on its first page. */
export async function readPdf(pdf: Buffer, pageImage?: string): Promise<{ text: string; qr: string | null }> {
  const dir = mkdtempSync(join(tmpdir(), 'ek-pdf-'));
  try {
    const file = join(dir, 'document.pdf');
    writeFileSync(file, pdf);
    const args = [join(__dirname, 'read-pdf.mjs'), file, ...(pageImage ? [pageImage] : [])];
    const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 20 * 1024 * 1024 });
    const result = JSON.parse(stdout) as { text: string; qr: string | null };
    return { text: result.text.replace(/\s+/g, ' '), qr: result.qr };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
