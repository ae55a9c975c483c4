import styles from './fill.module.css';

export interface TargetHeaderProps {
  name: string;
  projectName: string;
  title: string;
  description: string;
}

/** What the person signs up for: the target and its project, then the form's title and description. */
export function TargetHeader({ name, projectName, title, description }: TargetHeaderProps) {
  return (
    <header className={styles.target}>
      <h2>{name}</h2>
      {projectName && <p className={styles.project}>{projectName}</p>}
      <div className={styles.intro}>
        <h3>{title || '报名表'}</h3>
        {description && <p>{description}</p>}
      </div>
    </header>
  );
}
