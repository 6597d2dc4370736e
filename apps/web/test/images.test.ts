// Stored pictures: the one helper that turns a path into an address (issue 21 merged two that disagreed),
// and the initials an avatar shows without a picture.
import { describe, expect, it } from 'vitest';
import { imageUrl, initialsOf } from '../src/lib/images';

describe('imageUrl', () => {
  it('serves server paths from this site, with one leading slash', () => {
    expect(imageUrl('upload/questions/q.png')).toBe('/upload/questions/q.png');
    expect(imageUrl('/upload/settings/logo.png')).toBe('/upload/settings/logo.png');
  });

  it('never lets a stored path load from another host', () => {
    expect(imageUrl('//evil.example/x.png')).toBe('/evil.example/x.png');
    expect(imageUrl('///upload/x.png')).toBe('/upload/x.png');
  });

  it('keeps absolute, data and blob URLs, whatever the case of their scheme', () => {
    expect(imageUrl('https://cdn.example/a.png')).toBe('https://cdn.example/a.png');
    expect(imageUrl('HTTP://cdn.example/a.png')).toBe('HTTP://cdn.example/a.png');
    expect(imageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('blob:http://localhost/1234')).toBe('blob:http://localhost/1234');
  });

  it('answers nothing for no picture', () => {
    expect(imageUrl(null)).toBeUndefined();
    expect(imageUrl(undefined)).toBeUndefined();
    expect(imageUrl('')).toBeUndefined();
  });
});

describe('initialsOf', () => {
  it('takes the first and the last name, one letter for one name, and ? for none', () => {
    expect(initialsOf('ada king lovelace')).toBe('AL');
    expect(initialsOf('  Grace  ')).toBe('G');
    expect(initialsOf('')).toBe('?');
    expect(initialsOf(null)).toBe('?');
  });
});
