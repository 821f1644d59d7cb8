export * from './ask-question';
export * from './block-asker';
export * from './deactivate-question';
export * from './list-questions';
export * from './move-question-group';
export * from './similar-questions';
export * from './update-question';
export * from './reply-to-asker';
