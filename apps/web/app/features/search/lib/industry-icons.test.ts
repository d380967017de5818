import { describe, expect, it } from 'vitest';
import { FALLBACK_INDUSTRY_ICON, INDUSTRY_ICONS, industryIcon } from './industry-icons';

describe('industryIcon', () => {
  it('maps the icon names of the 15 industries of the tree', () => {
    const names = [
      'Bot',
      'Cpu',
      'Zap',
      'Factory',
      'Cog',
      'Settings',
      'Shirt',
      'Baby',
      'Sparkles',
      'Watch',
      'Wheat',
      'Sofa',
      'HeartPulse',
      'Hammer',
      'Briefcase',
    ];
    for (const name of names) expect(industryIcon(name), name).toBe(INDUSTRY_ICONS[name]);
    expect(new Set(names.map(industryIcon)).size).toBe(15);
  });
  it('falls back to a neutral icon for an unknown or missing name', () => {
    expect(industryIcon('NoSuchIcon')).toBe(FALLBACK_INDUSTRY_ICON);
    expect(industryIcon(undefined)).toBe(FALLBACK_INDUSTRY_ICON);
    expect(industryIcon('constructor')).toBe(FALLBACK_INDUSTRY_ICON);
  });
});
