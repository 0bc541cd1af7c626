import type { ComponentType } from 'react';
import {
  AlertsIllustration,
  DetailIllustration,
  LeaderboardsIllustration,
  SearchIllustration,
} from '../components/feature-illustrations';

/** A feature slide (public-area.md section 3): title, description, image. */
export interface FeatureSlide {
  title: string;
  description: string;
  Image: ComponentType;
}

export const FEATURE_SLIDES: FeatureSlide[] = [
  {
    title: 'One search for every notice',
    description:
      'Combine keywords, CPV codes, regions, values and dates across all four portals. Every filter lives in the link, so a search is easy to bookmark or share.',
    Image: SearchIllustration,
  },
  {
    title: 'Alerts that do the searching',
    description:
      'Save an alert profile and new matching opportunities arrive in your inbox, as soon as they are found or in a daily digest.',
    Image: AlertsIllustration,
  },
  {
    title: 'Procurement leaderboards',
    description:
      'See which buyers spend the most and which suppliers win the work, for all time or by year and month.',
    Image: LeaderboardsIllustration,
  },
  {
    title: 'Everything about an opportunity',
    description:
      'Deadlines, values, award criteria, documents with one-click zip download, and a WAC ID to paste into search or share with your team.',
    Image: DetailIllustration,
  },
];
