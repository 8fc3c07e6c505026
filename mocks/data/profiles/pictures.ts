// The seeded profile pictures: initials and the client's avatars, drawn as SVG data: URLs.
import type { ClientAvatar } from '../../../generated/model';

const svgUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A round picture with initials, as a data: URL so that it renders offline. */
export function initialsPhoto(initials: string, color: string): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="${color}"/>` +
      `<text x="100" y="100" dy=".35em" text-anchor="middle" font-family="sans-serif" font-size="72" fill="#fff">${initials}</text></svg>`,
  );
}

function avatarPhoto(color: string, mouth: string): string {
  return svgUrl(
    `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200" viewBox="0 0 200 200"><rect width="200" height="200" fill="${color}"/>` +
      `<circle cx="100" cy="100" r="70" fill="#ffe0bd"/><circle cx="75" cy="85" r="8" fill="#333"/><circle cx="125" cy="85" r="8" fill="#333"/>` +
      `<path d="${mouth}" stroke="#333" stroke-width="6" fill="none" stroke-linecap="round"/></svg>`,
  );
}

const SMILE = 'M70 120 Q100 150 130 120';
const GRIN = 'M65 115 Q100 160 135 115 Z';
const CALM = 'M75 125 L125 125';
export const avatars: ClientAvatar[] = [
  { identifier: 'av_01', photoUrl: avatarPhoto('#4f86c6', SMILE) },
  { identifier: 'av_02', photoUrl: avatarPhoto('#e07a5f', GRIN) },
  { identifier: 'av_03', photoUrl: avatarPhoto('#81b29a', CALM) },
  { identifier: 'av_04', photoUrl: avatarPhoto('#f2cc8f', SMILE) },
  { identifier: 'av_05', photoUrl: avatarPhoto('#9b5de5', GRIN) },
  { identifier: 'av_06', photoUrl: avatarPhoto('#3d405b', CALM) },
];
