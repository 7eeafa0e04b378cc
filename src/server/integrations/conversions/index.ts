import type { AdPlatformId } from '@shared/domain/ad-platforms';
import { meta } from './meta';
import { tiktok } from './tiktok';
import type { ConversionPlatform } from './types';

/** Each declared platform's module (ad-platforms.ts): the mapped type keeps both lists equal. */
export const conversionPlatforms: { [P in AdPlatformId]: ConversionPlatform } = { meta, tiktok };
