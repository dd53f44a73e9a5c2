/** The content service's shapes, as the request convention hands them over (camelCase). */
import type { ContentStatus } from '../../lib/content-visibility';

export type RouteType = 'internal' | 'internal_dynamic' | 'external';

export interface NavChild {
  label: string;
  routeType: RouteType;
  url: string;
}

export interface NavItem {
  id: string;
  key: string;
  label: string;
  routeType: RouteType | null;
  url: string | null;
  children: NavChild[];
}

export interface CmsThemeData {
  borderRadius?: string;
  boxShadow?: string;
  primaryColor?: string;
  colors?: Record<string, string[]>;
  logos?: { default?: string; white?: string; navbar?: string };
  metaImages?: { favicon?: string; appleTouch?: string; ogImage?: string };
  headingFont?: string;
  bodyFont?: string;
}

export interface Lottery {
  name: string;
  url: string;
  description: string;
  /** Curated by the content team for the home page's featured area. */
  featured: boolean;
}

export interface SiteContent {
  siteName: string;
  tagline: string;
  routePaths: Record<string, string>;
  lotteries: Lottery[];
  footer: {
    supportUrl: string;
    privacyUrl: string;
    cookiePolicyUrl: string;
    aboutUrl: string;
    termsOfUseUrl: string;
    termsUrl: string;
    newsUrl: string;
    responsibleGamblingUrl: string;
    disclaimer: string;
  };
  socialLinks: { network: string; url: string }[];
  paymentLogos: string[];
  appStoreLinks: { apple?: string; google?: string };
  regulationImages: { file: string; alt: string; url: string }[];
  sitewideBanner?: { id: string; text: string; linkText: string; linkUrl: string };
}

export type PageBlock =
  { type: 'heading'; text: string } | { type: 'paragraph'; text: string } | { type: 'list'; items: string[] };

export interface CmsPage {
  id: string;
  name: string;
  path: string;
  title: string;
  summary: string;
  status: ContentStatus;
  datePublished: string | null;
  body: PageBlock[];
}

export interface CmsComponent {
  key: string;
  variant: string;
  title?: string;
  text?: string;
  items?: { title: string; text: string }[];
}
