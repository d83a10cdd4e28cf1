import crypto from 'node:crypto';
import QRCode from 'qrcode';
import type { AppConfig } from '../../../contract/app-config';

/** The stores a QR code leads to; each names one of app config's download links. */
export const qrTargets = ['ios', 'android'] as const;
export type QrTarget = (typeof qrTargets)[number];

/**
 * Decision: a QR code encodes only a download link from app config, picked by store, never a
 * URL from the request: a QR code of any address, served from the shop's own domain, would lend
 * the shop's name to whatever a stranger wants scanned.
 */
export function qrTargetUrl(config: AppConfig, target: QrTarget): string {
  return target === 'ios' ? config.ios_download_url : config.android_download_url;
}

export interface QrCodeSvg {
  svg: string;
  etag: string;
}

/** Drawn once per URL: the links change only with the server's environment. */
const drawn = new Map<string, Promise<QrCodeSvg>>();

/**
 * The QR code of `url` as SVG (the `qrcode` package): black on white whatever the page's theme,
 * with the four-module quiet zone scanners need, error correction M (15 %).
 */
export function qrCodeSvg(url: string): Promise<QrCodeSvg> {
  let svg = drawn.get(url);
  if (!svg) {
    svg = QRCode.toString(url, { type: 'svg', margin: 4, errorCorrectionLevel: 'M' }).then((text) => ({
      svg: text,
      etag: `"${crypto.createHash('sha256').update(text).digest('base64url').slice(0, 22)}"`,
    }));
    drawn.set(url, svg);
  }
  return svg;
}
