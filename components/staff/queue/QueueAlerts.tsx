'use client';

import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import type { DeskPrefs } from '@/components/staff/useDeskPrefs';

const Alerts = styled.fieldset`
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radius.md};
  padding: ${theme.space(2)} ${theme.space(3)};
  margin: 0 0 ${theme.space(4)};
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(4)};
  legend {
    font-weight: 600;
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${theme.space(2)};
    min-height: 32px;
  }
`;

/** How the desk tells of a new order: a count in the tab's title, a chime (kept in this browser). */
export default function QueueAlerts({
  prefs,
  onChange,
}: {
  prefs: DeskPrefs;
  onChange: (next: Partial<DeskPrefs>) => void;
}) {
  return (
    <Alerts>
      <legend>New order alerts</legend>
      <label>
        <input
          type="checkbox"
          checked={prefs.title}
          onChange={(e) => onChange({ title: e.target.checked })}
        />
        Count in the tab title
      </label>
      <label>
        <input
          type="checkbox"
          checked={prefs.sound}
          onChange={(e) => onChange({ sound: e.target.checked })}
        />
        Play a sound
      </label>
    </Alerts>
  );
}
