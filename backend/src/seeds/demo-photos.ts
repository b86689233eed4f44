import sharp from 'sharp';

/** Colour pairs for the demo pictures, one per picture in turn. */
const PALETTES: readonly [string, string][] = [
  ['#1f5f8b', '#7fb3d5'],
  ['#8b3a62', '#e8a0bf'],
  ['#2f7a4d', '#a8d5ba'],
  ['#b7791f', '#f6d186'],
  ['#4a3f8b', '#b8b0e8'],
  ['#8b4a1f', '#e8b890'],
];

function escapeXml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/**
 * A placeholder picture for demo content: a gradient with the listing's name and a caption,
 * marked as an example. Real photos never ship with the code; these show where they appear.
 */
export async function demoPicture(title: string, caption: string, index: number): Promise<Buffer> {
  const [dark, light] = PALETTES[index % PALETTES.length];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="640">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/>
  </linearGradient></defs>
  <rect width="960" height="640" fill="url(#g)"/>
  <circle cx="${720 - (index % 3) * 120}" cy="${210 + (index % 2) * 160}" r="150" fill="#ffffff" fill-opacity="0.15"/>
  <text x="64" y="450" font-family="DejaVu Sans, sans-serif" font-size="56" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>
  <text x="64" y="515" font-family="DejaVu Sans, sans-serif" font-size="32" fill="#ffffff">${escapeXml(caption)}</text>
  <text x="64" y="595" font-family="DejaVu Sans, sans-serif" font-size="22" fill="#ffffff" fill-opacity="0.8">Beispielbild</text>
</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}
