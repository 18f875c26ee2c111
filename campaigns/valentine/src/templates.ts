// The card templates: each type's name (an English key) and look (a class drawing its art).

import type { TemplateType } from '@h5/core-api/contracts/valentine';

export const TEMPLATES: Record<TemplateType, { name: string; className: string }> = {
  1: { name: 'Roses', className: 'val-t-roses' },
  2: { name: 'Hearts', className: 'val-t-hearts' },
  3: { name: 'Starry night', className: 'val-t-stars' },
};
