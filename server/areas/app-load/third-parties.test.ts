import { describe, expect, it } from 'vitest';
import { appConfigSchema } from '../../../contract/app-load';
import { readAppConfig } from './app-config';
import { readThirdParties } from '../../lib/third-parties';
import { storefrontCsp } from '../../http/security-headers';
import { thirdPartySources } from '../../http/third-party-sources';

// ADR 027: each third party is off unless its variable is set, and the page's CSP names only
// the origins of the ones that are.

const page = '<!doctype html><script>start()</script>';
const directive = (csp: string, name: string) =>
  csp.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('the third parties from the environment', () => {
  it('are all off when nothing is set: the app config names none and the CSP stays our own', () => {
    expect(readThirdParties({})).toEqual({});
    const config = readAppConfig({});
    expect(config).not.toHaveProperty('ga_measurement_id');
    expect(config).not.toHaveProperty('meta_pixel_id');
    expect(config).not.toHaveProperty('chat_widget_src');
    const csp = storefrontCsp(page, [], thirdPartySources(readThirdParties({})));
    expect(directive(csp, 'connect-src')).toBe("connect-src 'self'");
    expect(directive(csp, 'img-src')).toBe("img-src 'self' data: blob:");
    expect(csp).not.toMatch(/google|facebook|frame-src/);
  });

  it('reach the storefront through the app config when set', () => {
    const env = {
      GA_MEASUREMENT_ID: 'G-ABC123XYZ',
      META_PIXEL_ID: '1234567890123',
      CHAT_WIDGET_SRC: 'https://chat.example/widget.js',
    };
    const config = appConfigSchema.parse(readAppConfig(env));
    expect(config).toMatchObject({
      ga_measurement_id: 'G-ABC123XYZ',
      meta_pixel_id: '1234567890123',
      chat_widget_src: 'https://chat.example/widget.js',
    });
  });

  it('open the CSP to exactly the origins of the ones configured', () => {
    const google = storefrontCsp(page, [], thirdPartySources({ gaMeasurementId: 'G-ABC123XYZ' }));
    expect(directive(google, 'script-src')).toMatch(
      /^script-src 'self' 'sha256-[^']+' https:\/\/\*\.googletagmanager\.com$/,
    );
    expect(directive(google, 'connect-src')).toBe(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com",
    );
    expect(google).not.toMatch(/facebook|frame-src/);

    const pixel = storefrontCsp(page, [], thirdPartySources({ metaPixelId: '1234567890123' }));
    expect(directive(pixel, 'script-src')).toContain('https://connect.facebook.net');
    expect(directive(pixel, 'img-src')).toBe("img-src 'self' data: blob: https://www.facebook.com");
    expect(pixel).not.toContain('google');

    const chat = storefrontCsp(
      page,
      [],
      thirdPartySources({ chatWidgetSrc: 'https://chat.example/v2/widget.js' }),
    );
    expect(directive(chat, 'frame-src')).toBe("frame-src 'self' https://chat.example");
    expect(directive(chat, 'script-src')).toContain('https://chat.example');
  });

  it('stop the start on a malformed value rather than put it into a script URL', () => {
    expect(() => readThirdParties({ GA_MEASUREMENT_ID: 'UA-12345-1' })).toThrow(/GA_MEASUREMENT_ID/);
    expect(() => readThirdParties({ GA_MEASUREMENT_ID: 'G-1"><script>' })).toThrow(/GA_MEASUREMENT_ID/);
    expect(() => readThirdParties({ META_PIXEL_ID: 'abc' })).toThrow(/META_PIXEL_ID/);
    expect(() => readThirdParties({ CHAT_WIDGET_SRC: 'http://chat.example/widget.js' })).toThrow(
      /CHAT_WIDGET_SRC/,
    );
    expect(() => readThirdParties({ CHAT_WIDGET_SRC: 'not a url' })).toThrow(/CHAT_WIDGET_SRC/);
  });
});
