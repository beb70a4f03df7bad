// The brand kit feature's public entry: what other features may use of it (lint: web-boundaries).
export { BrandKitChip } from './brand-kit-chip';
