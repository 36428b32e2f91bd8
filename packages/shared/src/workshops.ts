import { MIN_WORKSHOPS, UI_MESSAGES } from './constants';

export type WorkshopView = 'map' | 'list';

export type WorkshopSelectionCheck =
  | { ok: true }
  | {
      ok: false;
      /** noWorkshopsNearby and noneSelected block the step; tooFew opens a dialog offering 'Expand Radius'. */
      reason: 'noWorkshopsNearby' | 'noneSelected' | 'tooFew';
      blocking: boolean;
      message: string;
    };

/**
 * spec step 3: "Map view: at least 1 workshop required; with zero workshops the step is blocked; fewer
 * than 3 (non-organisation users, and fewer than the maximum available) triggers a dialog. List view: at
 * least one workshop, else 'Please add at least 1 workshop.'" "The maximum available" is read as the
 * number of workshops in range: someone who picked every workshop there is cannot pick more.
 */
export function checkWorkshopSelection(input: {
  view: WorkshopView;
  selectedCount: number;
  availableCount: number;
  isOrganisation: boolean;
}): WorkshopSelectionCheck {
  const { view, selectedCount, availableCount, isOrganisation } = input;
  if (view === 'map' && availableCount === 0) {
    return { ok: false, reason: 'noWorkshopsNearby', blocking: true, message: UI_MESSAGES.noWorkshopsNearby };
  }
  if (selectedCount === 0) {
    return { ok: false, reason: 'noneSelected', blocking: true, message: UI_MESSAGES.noWorkshop };
  }
  if (view === 'map' && !isOrganisation && selectedCount < MIN_WORKSHOPS && selectedCount < availableCount) {
    return { ok: false, reason: 'tooFew', blocking: false, message: UI_MESSAGES.tooFewWorkshops };
  }
  return { ok: true };
}
