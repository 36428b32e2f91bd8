import { DEFAULT_VAT_PERCENT, lineAmounts as sharedLineAmounts } from '@motorwise/shared';
import type { LeafPrice, VehicleClass } from './data/prices';
import type { HistoryLeaf, HistoryRows, HistoryWorkshop } from './history-types';
import type { Random } from './random';

/**
 * Money of one line by the rule the portal and the invoice use (shared `lineAmounts`): unit price incl VAT,
 * and total = unit excl x quantity, half up, plus VAT on that total.
 */
export function lineAmounts(priceExclCents: number, quantityMilli: number, vatRegistered: boolean) {
  const a = sharedLineAmounts(
    { priceExcl: priceExclCents / 100, quantity: quantityMilli / 1000, noVat: false },
    { isVatRegistered: vatRegistered, vatRate: DEFAULT_VAT_PERCENT },
  );
  return { priceInclCents: a.unitInclCents, totalInclCents: a.totalInclCents };
}

// ---------------------------------------------------------------- prices of one requested item at one workshop

const OPTIONAL_LINE = /\(if (fitted|required)\)|recommended/i;
const FREE_LINE = /stamp|printout|report|certificate|written findings|road test/i;
const SMALL_LINE =
  /levy|valve|washer|weights|clips|o-rings|hub nut|gasket$|grease|cleaner|fitting kit|moulding/i;

export function priceLines(
  rnd: Random,
  spec: LeafPrice,
  leaf: HistoryLeaf,
  cls: VehicleClass,
  w: HistoryWorkshop,
  level: number,
  units: number,
  quoteId: string,
  quoteRequestItemId: string,
  createdAt: string,
  out: HistoryRows['quoteItems'],
): void {
  const [lo, hi] = spec.incl[cls];
  const u = (rnd.next() + rnd.next()) / 2;
  const inclRand = (lo + (hi - lo) * u) * level * units;
  const exclCents = Math.round((inclRand / 1.15) * 100);
  const lines = leaf.templateItems.filter((d) => !OPTIONAL_LINE.test(d) || rnd.chance(0.5));
  const labour = lines.filter((d) => d.startsWith('Labour'));
  const parts = lines.filter((d) => !d.startsWith('Labour'));
  const rate = w.labourRateExclCents;

  let hours = 0;
  if (labour.length) {
    const share = parts.every((d) => FREE_LINE.test(d)) ? 1 : spec.labourShare;
    hours = Math.max(labour.length * 0.25, Math.round(((exclCents * share) / rate) * 4) / 4);
  }
  let partsCents = exclCents - Math.round(hours * rate);
  const priced = parts.filter((d) => !FREE_LINE.test(d));
  if (priced.length && partsCents < exclCents * 0.1) partsCents = Math.round(exclCents * 0.1);
  if (!priced.length) partsCents = 0;

  const push = (description: string, priceExclCents: number, quantityMilli: number, isLabour: boolean) => {
    const { priceInclCents, totalInclCents } = lineAmounts(priceExclCents, quantityMilli, w.isVatRegistered);
    out.push({
      quoteId,
      quoteRequestItemId,
      description,
      isLabour,
      lineKind: isLabour ? 'labour' : 'part',
      priceExclCents,
      priceInclCents,
      quantity: (quantityMilli / 1000).toFixed(3),
      totalInclCents,
      noVat: !w.isVatRegistered,
      sortOrder: out.length,
      createdAt,
    });
  };

  const weights: number[] = parts.map((d, i) =>
    FREE_LINE.test(d)
      ? 0
      : SMALL_LINE.test(d)
        ? 0.12
        : i === parts.findIndex((p) => !FREE_LINE.test(p))
          ? 3
          : 1,
  );
  const weightTotal = weights.reduce((s, x) => s + x, 0) || 1;
  parts.forEach((description, i) => {
    const amount = (partsCents * weights[i]!) / weightTotal;
    let quantityMilli = 1000;
    if (/engine oil/i.test(description)) {
      const litres = { small: [3.5, 4], medium: [4, 5], bakkie: [6.5, 8], premium: [5, 7] }[cls];
      quantityMilli = Math.round(rnd.between(litres[0]!, litres[1]!) * 2) * 500;
    } else if (/per gram/i.test(description)) {
      quantityMilli = rnd.int(7, 16) * 50 * 1000;
    } else if (/\(each\)/i.test(description)) {
      quantityMilli = (spec.units ? units : rnd.weighted([1, 2], (n) => (n === 1 ? 3 : 1))) * 1000;
    }
    const unit = amount / (quantityMilli / 1000);
    // Workshops price parts to the rand, small items and per-gram gas to the cent.
    const priceExclCents =
      weights[i] === 0 ? 0 : unit >= 5000 ? Math.round(unit / 100) * 100 : Math.max(1, Math.round(unit));
    push(
      description.replace(/ \((if fitted|if required|recommended)\)/i, ''),
      priceExclCents,
      quantityMilli,
      false,
    );
  });
  if (labour.length) {
    // The first labour line carries the job; others (diagnosis, alignment) a share.
    const split = labour.map((_, i) => (i === 0 ? 1 : 0.5));
    const splitTotal = split.reduce((s, x) => s + x, 0);
    let left = hours;
    labour.forEach((description, i) => {
      const h =
        i === labour.length - 1
          ? left
          : Math.max(0.25, Math.round(((hours * split[i]!) / splitTotal) * 4) / 4);
      left = Math.max(0.25, left - h);
      push(description.replace(/^Labour:\s*/, 'Labour: '), rate, Math.round(h * 1000), true);
    });
  }
}
