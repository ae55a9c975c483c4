import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { albumItem } from '../pages/personal-test-data';
import { AlbumGrid } from './album-grid';

describe('AlbumGrid', () => {
  it('names each item; the owner’s hidden item carries its state in its name and on the image', () => {
    const hidden = { ...albumItem(2), state: 'hidden' as const, state_label: '被举报，审核中' };
    render(<AlbumGrid items={[albumItem(1), hidden]} owner="我" />);
    expect(screen.getByRole('button', { name: '查看我的相册图片1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看我的相册图片2（被举报，审核中）' })).toBeTruthy();
    expect(screen.getAllByText('被举报，审核中')).toHaveLength(1);
  });
});
