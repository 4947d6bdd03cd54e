import { describe, expect, it } from 'vitest';
import { nextTabIndex } from '../../src/lib/tab-keys.ts';

describe('tab keys (ARIA tabs pattern)', () => {
  it('moves with the arrows, wrapping at both ends, and jumps with Home and End', () => {
    expect(nextTabIndex('ArrowRight', 0, 3)).toBe(1);
    expect(nextTabIndex('ArrowRight', 2, 3)).toBe(0);
    expect(nextTabIndex('ArrowLeft', 0, 3)).toBe(2);
    expect(nextTabIndex('ArrowLeft', 2, 3)).toBe(1);
    expect(nextTabIndex('Home', 2, 3)).toBe(0);
    expect(nextTabIndex('End', 0, 3)).toBe(2);
  });

  it('ignores other keys', () => {
    expect(nextTabIndex('Enter', 1, 3)).toBeNull();
    expect(nextTabIndex('a', 1, 3)).toBeNull();
  });
});
