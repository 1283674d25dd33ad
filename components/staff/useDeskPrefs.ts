'use client';

import { useCallback, useEffect, useState } from 'react';

const KEY = 'staff-desk-alerts';

export interface DeskPrefs {
  /** a short tone when a new order arrives */
  sound: boolean;
  /** "(2 new)" in the tab's title until staff look */
  title: boolean;
}

const DEFAULTS: DeskPrefs = { sound: false, title: true };

/** The desk's alert settings, kept in this browser. */
export function useDeskPrefs(): [DeskPrefs, (next: Partial<DeskPrefs>) => void] {
  const [prefs, setPrefs] = useState<DeskPrefs>(DEFAULTS);
  useEffect(() => {
    try {
      const stored = JSON.parse(window.localStorage.getItem(KEY) ?? 'null') as Partial<DeskPrefs> | null;
      // eslint-disable-next-line react-hooks/set-state-in-effect -- storage is read only in the browser
      if (stored) setPrefs({ sound: stored.sound === true, title: stored.title !== false });
    } catch {
      // unreadable settings: the defaults
    }
  }, []);
  const update = useCallback((next: Partial<DeskPrefs>) => {
    setPrefs((old) => {
      const merged = { ...old, ...next };
      try {
        window.localStorage.setItem(KEY, JSON.stringify(merged));
      } catch {
        // storage full or blocked: the setting lasts for this page
      }
      return merged;
    });
  }, []);
  return [prefs, update];
}

/** A short, quiet two-note chime (Web Audio; nothing to download). */
export function chime(): void {
  try {
    const ctx = new AudioContext();
    const gain = ctx.createGain();
    gain.gain.value = 0.05;
    gain.connect(ctx.destination);
    [880, 660].forEach((freq, i) => {
      const osc = ctx.createOscillator();
      osc.frequency.value = freq;
      osc.connect(gain);
      osc.start(ctx.currentTime + i * 0.18);
      osc.stop(ctx.currentTime + i * 0.18 + 0.15);
    });
    setTimeout(() => void ctx.close(), 800);
  } catch {
    // no audio here: the title and the list still say it
  }
}
