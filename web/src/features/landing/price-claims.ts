import { PLAN_LIST } from '@thumbforge/contract';
import { formatRupees } from '@/lib/format-rupees';

/** What a designer or editing suite charges for one thumbnail: the comparison's other side. */
export const TRADITIONAL_PRICE = 1000;

/**
 * The cheapest token of any package (Pro's). Only the biggest package reaches it, so the page
 * says "from" it; one token is a generation of two variants, so it is at most a thumbnail's price.
 */
export const LOWEST_TOKEN_PRICE = Math.min(...PLAN_LIST.map((plan) => plan.perThumbnail));

/** The most a creator saves against the traditional price, rounded down so it never overstates. */
export const MOST_SAVED_PERCENT = Math.floor(100 * (1 - LOWEST_TOKEN_PRICE / TRADITIONAL_PRICE));

export const FROM_PRICE = `from ${formatRupees(LOWEST_TOKEN_PRICE)}`;
