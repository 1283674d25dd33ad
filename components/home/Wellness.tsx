import styled from 'styled-components';
import { theme } from '@/lib/site/theme';
import { HeartIcon, LeafIcon, ShieldIcon } from '@/components/ui/icons';
import { HomeSection } from '@/components/home/HomeSection';

const Section = styled(HomeSection)`
  padding: ${theme.space(14)} ${theme.space(4)} ${theme.space(6)};
`;

const Cards = styled.ul`
  display: grid;
  gap: ${theme.space(5)};
  list-style: none;
  margin: 0;
  padding: 0;
  ${theme.bp.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  li {
    padding: ${theme.space(6)};
    background: ${theme.colors.surface};
    border-radius: ${theme.radius.lg};
    box-shadow: ${theme.shadow.card};
  }
  svg {
    color: ${theme.colors.brand};
  }
  h3 {
    margin: ${theme.space(3)} 0 ${theme.space(2)};
    font-size: 20px;
  }
  p {
    margin: 0;
    color: ${theme.colors.textMuted};
  }
`;

const CARDS = [
  {
    title: 'Pain Relief',
    text: 'Balanced strains, balms and tinctures chosen for chronic pain, inflammation and muscle tension.',
    Icon: HeartIcon,
  },
  {
    title: 'Sleep Support',
    text: 'Calming indicas and low-dose edibles that help you wind down and stay asleep through the night.',
    Icon: LeafIcon,
  },
  {
    title: 'Stress Relief',
    text: 'Gentle, clear-headed options and CBD-rich products to ease anxiety without slowing your day.',
    Icon: ShieldIcon,
  },
];

export default function Wellness() {
  return (
    <Section aria-labelledby="wellness-title">
      <h2 id="wellness-title">Medicine for Your Wellness</h2>
      <Cards>
        {CARDS.map(({ title, text, Icon }) => (
          <li key={title}>
            <Icon size={32} />
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </Cards>
    </Section>
  );
}
