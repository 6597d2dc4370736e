// The Site settings screen's pure rules: which chosen files the upload fields accept before sending them.
import { UPLOAD_LIMITS } from '@assessly/shared';
import { describe, expect, it } from 'vitest';
import { settingsFileProblem } from '../../src/features/site/settings/settingsFiles';

const file = (name: string, type: string, size = 1000) => ({ name, type, size });

describe('settingsFileProblem', () => {
  it('accepts PNG, JPEG, GIF and WebP for every picture', () => {
    for (const kind of ['logo', 'favicon', 'landing'] as const) {
      expect(settingsFileProblem(file('a.png', 'image/png'), kind)).toBeNull();
      expect(settingsFileProblem(file('a.jpg', 'image/jpeg'), kind)).toBeNull();
      expect(settingsFileProblem(file('a.gif', 'image/gif'), kind)).toBeNull();
      expect(settingsFileProblem(file('a.webp', 'image/webp'), kind)).toBeNull();
    }
  });

  it('accepts an icon file for the favicon only (by type or, when the browser gives none, by name)', () => {
    expect(settingsFileProblem(file('f.ico', 'image/x-icon'), 'favicon')).toBeNull();
    expect(settingsFileProblem(file('f.ico', 'image/vnd.microsoft.icon'), 'favicon')).toBeNull();
    expect(settingsFileProblem(file('F.ICO', ''), 'favicon')).toBeNull();
    expect(settingsFileProblem(file('f.ico', 'image/x-icon'), 'logo')).toEqual({ key: 'messages.onlyImageFile' });
  });

  it('refuses SVG, documents and files above the image limit', () => {
    expect(settingsFileProblem(file('a.svg', 'image/svg+xml'), 'logo')).toEqual({ key: 'messages.onlyImageFile' });
    expect(settingsFileProblem(file('a.pdf', 'application/pdf'), 'landing')).toEqual({
      key: 'messages.onlyImageFile',
    });
    expect(settingsFileProblem(file('big.png', 'image/png', UPLOAD_LIMITS.imageBytes + 1), 'logo')).toEqual({
      key: 'messages.fileTooLarge',
      params: { max: 5 },
    });
  });
});
