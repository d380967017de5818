/**
 * The industry tree names a lucide icon per industry ('Bot', 'Cpu', …). An explicit map keeps
 * the bundle to these few icons (no import of the whole set); unknown names get a neutral one.
 */
import {
  Baby,
  Bot,
  Briefcase,
  Cog,
  Cpu,
  Factory,
  Hammer,
  HeartPulse,
  Layers,
  Settings,
  Shirt,
  Sofa,
  Sparkles,
  Watch,
  Wheat,
  Zap,
  type LucideIcon,
} from 'lucide-react';

export const INDUSTRY_ICONS: Record<string, LucideIcon> = {
  Bot,
  Cpu,
  Zap,
  Factory,
  Cog,
  Settings,
  Shirt,
  Baby,
  Sparkles,
  Watch,
  Wheat,
  Sofa,
  HeartPulse,
  Hammer,
  Briefcase,
};

export const FALLBACK_INDUSTRY_ICON: LucideIcon = Layers;

export const industryIcon = (name: string | null | undefined): LucideIcon =>
  name && Object.hasOwn(INDUSTRY_ICONS, name) ? INDUSTRY_ICONS[name] : FALLBACK_INDUSTRY_ICON;
