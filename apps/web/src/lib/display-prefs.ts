import {
  DEFAULT_THEME,
  DEFAULT_WEIGHT_UNIT,
  type DisplayPrefs,
  type DisplayPrefsBody,
  displayPrefCookie,
  readCookie,
  resolveTheme,
  resolveWeightUnit,
  THEME_COOKIE,
  THEME_STORAGE_KEY,
  type Theme,
  WEIGHT_UNIT_COOKIE,
  type WeightUnit,
} from '@stryd/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { apiFetch } from './api-client';
import { ME_QUERY_KEY, type MeResponse, meQuery } from './session';
import { toast } from './toast';

/**
 * docs/product.md#units-and-theme: the weight unit and theme. A signed-in member's are kept on the account
 * (GET /api/me); the device keeps its own in the stryd-unit and stryd-theme cookies, for a visitor and for
 * the server to read before any script runs. A choice is always written to the device, and saved to the
 * account when someone is signed in.
 */

/** Where this device kept its unit before the cookie (read once, to carry the choice over). */
const LEGACY_UNIT_KEY = 'stryd.weightUnit';
/** Set once this device's old choice has been offered to an account. */
const MIGRATED_KEY = 'stryd.displayPrefsMigrated';

export const DISPLAY_PREFS_ERROR = 'Could not save your display preferences. Please try again.';

function fromStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function toStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // Private mode or a full quota: the cookie still holds the choice.
  }
}

const cookies = () => (typeof document === 'undefined' ? '' : document.cookie);

/** What this device keeps, as last read. */
interface OnDevice {
  /** Its cookie, else what this device chose before there was one, else kg. */
  unit: WeightUnit;
  /** Its cookie, else the one stored under 'theme' before there was one, else dark. */
  theme: Theme;
  /**
   * The unit this device chose before accounts kept one, while it has not yet been offered to an account
   * (useDisplayPrefsSync); null once it has, or when it was kg.
   */
  carry: WeightUnit | null;
}

function readDevice(): OnDevice {
  const cookieText = cookies();
  const before = fromStorage(LEGACY_UNIT_KEY);
  const legacy = resolveWeightUnit(before);
  return {
    unit: resolveWeightUnit(readCookie(cookieText, WEIGHT_UNIT_COOKIE) ?? before),
    theme: resolveTheme(readCookie(cookieText, THEME_COOKIE) ?? fromStorage(THEME_STORAGE_KEY)),
    carry: fromStorage(MIGRATED_KEY) !== null || legacy === DEFAULT_WEIGHT_UNIT ? null : legacy,
  };
}

// Read once per task (and again after a choice made here): React asks at every render of every part that
// shows a unit or the theme, and reading cookies and storage each time was felt in a tap that hydrates
// the page on a phone. The next task reads afresh, so another tab's choice still shows at the next render.
let onDevice: OnDevice | null = null;
const device = () => {
  if (!onDevice) {
    onDevice = readDevice();
    queueMicrotask(() => {
      onDevice = null;
    });
  }
  return onDevice;
};
const deviceUnit = () => device().unit;
const unitToCarryOver = () => device().carry;
export const deviceTheme = (): Theme => device().theme;

const listeners = new Set<() => void>();
const tellListeners = () => {
  onDevice = null;
  for (const listener of listeners) listener();
};

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's theme choice shows here too (the cookie itself fires no event).
  const onStorage = (event: StorageEvent) => {
    if (event.key === THEME_STORAGE_KEY || event.key === LEGACY_UNIT_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function setCookie(text: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve, and it is async.
  document.cookie = text;
}

/** Keeps a choice on this device: its cookie, and 'theme' in storage (where this device kept it before). */
function keepOnDevice(change: DisplayPrefsBody): void {
  const secure = window.location.protocol === 'https:';
  if (change.weightUnit) {
    setCookie(displayPrefCookie(WEIGHT_UNIT_COOKIE, change.weightUnit, { secure }));
  }
  if (change.theme) {
    setCookie(displayPrefCookie(THEME_COOKIE, change.theme, { secure }));
    toStorage(THEME_STORAGE_KEY, change.theme);
  }
  tellListeners();
}

/** What a page drawn without the device's cookies shows (and React's snapshot while it takes one over). */
const DRAWN_UNIT = (): WeightUnit => DEFAULT_WEIGHT_UNIT;

/**
 * The unit to show: a signed-in member's account's, else this device's (kg on a page drawn without the
 * device's cookie, until the app has taken it over). An account still on kg while this device has an lb
 * from before to carry over shows lb: useDisplayPrefsSync is about to save it.
 */
export function useShownUnit(): WeightUnit {
  const account = useAccountPrefs();
  const device = useSyncExternalStore(subscribe, deviceUnit, DRAWN_UNIT);
  const carried = useSyncExternalStore(subscribe, unitToCarryOver, () => null);
  if (!account || (carried && account.weightUnit === DEFAULT_WEIGHT_UNIT)) return device;
  return account.weightUnit;
}

/**
 * The device's own theme; `drawn`, the theme the page was drawn in (root loader), while React draws on the
 * server and takes that page over, so parts showing the theme (the toggle's icon) hydrate as drawn.
 */
export function useDeviceTheme(drawn: Theme = DEFAULT_THEME): Theme {
  return useSyncExternalStore(subscribe, deviceTheme, () => drawn);
}

/** The signed-in account's choices, as GET /api/me last said them (null when signed out or not known). */
export function useAccountPrefs(): DisplayPrefs | null {
  // Only watches the answer the app already asks for; never asks by itself.
  const user = useQuery({ ...meQuery, enabled: false }).data?.user;
  return user ? { weightUnit: user.weightUnit, theme: user.theme } : null;
}

function withPrefs(me: MeResponse | undefined, prefs: Partial<DisplayPrefs>): MeResponse | undefined {
  return me?.user ? { user: { ...me.user, ...prefs } } : me;
}

/**
 * Changes the unit or theme: on the device, and on the account when someone is signed in
 * (PUT /api/me/display-preferences). The change shows at once; if saving fails it goes back and a toast
 * says so.
 */
export function useSaveDisplayPrefs(): (change: DisplayPrefsBody) => void {
  const queryClient = useQueryClient();
  const { mutate } = useMutation({
    mutationFn: ({ change }: { change: DisplayPrefsBody; before: DisplayPrefs }) =>
      apiFetch<DisplayPrefs>('/me/display-preferences', { method: 'PUT', body: change }),
    onError: (_error, { change, before }) => {
      const back = {
        ...(change.weightUnit ? { weightUnit: before.weightUnit } : {}),
        ...(change.theme ? { theme: before.theme } : {}),
      };
      queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, (me) => withPrefs(me, back));
      toast.error(DISPLAY_PREFS_ERROR);
    },
    onSuccess: (saved) => queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, (me) => withPrefs(me, saved)),
  });
  return useCallback(
    (change: DisplayPrefsBody) => {
      const me = queryClient.getQueryData<MeResponse>(ME_QUERY_KEY);
      if (me?.user) {
        // Shown at once, before the device's listeners draw again (they read the account first).
        void queryClient.cancelQueries({ queryKey: ME_QUERY_KEY, exact: true });
        queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, withPrefs(me, change));
        mutate({ change, before: { weightUnit: me.user.weightUnit, theme: me.user.theme } });
      }
      keepOnDevice(change);
    },
    [queryClient, mutate],
  );
}

/**
 * Once an account is known on this device: the first time, a choice this device made before accounts kept
 * one (lb, or the light theme) is saved to an account still on the defaults; afterwards the device follows
 * the account, so the next page drawn for it, signed in or not, is drawn the same way.
 */
export function useDisplayPrefsSync(): void {
  const account = useAccountPrefs();
  const save = useSaveDisplayPrefs();
  const weightUnit = account?.weightUnit;
  const theme = account?.theme;
  useEffect(() => {
    if (!weightUnit || !theme) return;
    if (fromStorage(MIGRATED_KEY) === null) {
      const change: DisplayPrefsBody = {
        ...(weightUnit === DEFAULT_WEIGHT_UNIT && deviceUnit() !== DEFAULT_WEIGHT_UNIT
          ? { weightUnit: deviceUnit() }
          : {}),
        ...(theme === DEFAULT_THEME && deviceTheme() !== DEFAULT_THEME ? { theme: deviceTheme() } : {}),
      };
      if (Object.keys(change).length > 0) save(change);
      toStorage(MIGRATED_KEY, '1');
      toStorage(LEGACY_UNIT_KEY, null);
      tellListeners();
      if (Object.keys(change).length > 0) return;
    }
    if (deviceUnit() !== weightUnit || deviceTheme() !== theme) keepOnDevice({ weightUnit, theme });
  }, [weightUnit, theme, save]);
}
