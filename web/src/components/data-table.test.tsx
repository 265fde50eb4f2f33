import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DataTable, type DataTableProps } from './data-table';

type Options = Pick<DataTableProps<string>, 'label' | 'regionLabel' | 'empty'>;

function renderFruit(rows: string[], options: Options = {}) {
  return render(
    <DataTable
      columns={['Fruit', 'Letters']}
      rows={rows}
      renderRow={(fruit) => (
        <tr key={fruit}>
          <td>{fruit}</td>
          <td>{fruit.length}</td>
        </tr>
      )}
      classes={{ scroll: 'scroll', table: 'table', empty: 'empty' }}
      {...options}
    />,
  );
}

describe('the data table', () => {
  it('heads the table with one column header per column, inside its scroll box', () => {
    renderFruit(['apple', 'fig'], { label: 'Fruit' });
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(table).toHaveClass('table');
    expect(table.parentElement).toHaveClass('scroll');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['Fruit', 'Letters']);
    expect(screen.getAllByRole('row')).toHaveLength(3);
  });

  it('makes the scroll box a named region keyboard users can focus when given a region label', () => {
    renderFruit(['apple'], { regionLabel: 'Fruit table' });
    const region = screen.getByRole('region', { name: 'Fruit table' });
    expect(region).toHaveClass('scroll');
    expect(region).toHaveAttribute('tabindex', '0');
  });

  it('says the empty sentence instead of the table when there are no rows', () => {
    renderFruit([], { empty: 'No fruit' });
    expect(screen.getByText('No fruit')).toHaveClass('empty');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows nothing when there are no rows and no empty sentence', () => {
    const { container } = renderFruit([]);
    expect(container).toBeEmptyDOMElement();
  });
});
