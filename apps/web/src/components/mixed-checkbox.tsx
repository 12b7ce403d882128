import { useEffect, useRef } from 'react';
import { Checkbox, type CheckboxProps } from '@arco-design/web-react';

/**
 * Arco's checkbox with its mixed state (`indeterminate`) told to assistive technology too: Arco
 * only draws it, and the input's `indeterminate` exists as a DOM property alone.
 */
export function MixedCheckbox(props: CheckboxProps) {
  const ref = useRef<HTMLLabelElement>(null);
  const mixed = props.indeterminate === true;
  useEffect(() => {
    const input = ref.current?.querySelector('input');
    if (input) input.indeterminate = mixed;
  }, [mixed]);
  return <Checkbox ref={ref} {...props} />;
}
