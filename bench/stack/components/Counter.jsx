'use client';

// The one interactive leaf: connected to the store and styled by styled-components, as the shop's leaves are.
import { useDispatch, useSelector } from 'react-redux';
import styled from 'styled-components';
import { incremented, selectValue } from './store';

const Button = styled.button`
  padding: 0.5rem 1rem;
  border: 1px solid #1f5135;
  border-radius: 0.5rem;
  color: #1f5135;
  background: #fff;
`;

export default function Counter() {
  const value = useSelector(selectValue);
  const dispatch = useDispatch();
  return (
    <Button type="button" onClick={() => dispatch(incremented())}>
      Count {value}
    </Button>
  );
}
