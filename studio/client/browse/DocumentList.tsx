/** A titled list of documents (layouts, menus, footers, bundles) with the file each lives in. */
export function DocumentList({ title, items }: { title: string; items: { name: string; file: string }[] }) {
  return (
    <details className="documents">
      <summary>
        {title} ({items.length})
      </summary>
      <ul className="plain">
        {items.map((item) => (
          <li key={`${item.name} ${item.file}`}>
            {item.name} <small className="muted">{item.file}</small>
          </li>
        ))}
      </ul>
    </details>
  )
}
