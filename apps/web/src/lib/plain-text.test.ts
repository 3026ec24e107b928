import { describe, expect, it } from 'vitest';
import { plainText } from './plain-text';

describe('plainText', () => {
  it('keeps the words of simple HTML and turns paragraphs and breaks into new lines', () => {
    expect(plainText('<p>At the moment it is not possible.</p><p>Sorry!')).toBe(
      'At the moment it is not possible.\nSorry!',
    );
    expect(plainText('one<br>two<br/>three')).toBe('one\ntwo\nthree');
    expect(plainText('<script>x</script>ok')).toBe('xok');
  });
});
