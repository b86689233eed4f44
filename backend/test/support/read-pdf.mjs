// Reads a PDF the way a person and a bank app would: its text, and the QR code on page 1
// decoded from the rendered page. A plain Node process, because pdf.js loads its worker with a
// dynamic import, which jest's module sandbox refuses. Usage: node read-pdf.mjs <file.pdf> [page.png]
import { readFileSync, writeFileSync } from 'node:fs';
import { createCanvas, loadImage } from '@napi-rs/canvas';
import jsQR from 'jsqr';
import { PDFParse } from 'pdf-parse';

const parser = new PDFParse({ data: new Uint8Array(readFileSync(process.argv[2])) });
const { text } = await parser.getText();
const shot = await parser.getScreenshot({ scale: 2, partial: [1] });
await parser.destroy();
const png = Buffer.from(shot.pages[0].data);
if (process.argv[3]) writeFileSync(process.argv[3], png);
const image = await loadImage(png);
const canvas = createCanvas(image.width, image.height);
const context = canvas.getContext('2d');
context.drawImage(image, 0, 0);
const pixels = context.getImageData(0, 0, image.width, image.height);
const qr = jsQR(new Uint8ClampedArray(pixels.data), image.width, image.height);
process.stdout.write(JSON.stringify({ text, qr: qr ? qr.data : null }));
