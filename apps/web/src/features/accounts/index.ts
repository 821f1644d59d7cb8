// What other features may use of this one (the import-boundary rule in biome.json points them here).
export { default as AvatarField } from './components/AvatarField';
export { storeTemporaryToken } from './login/temporary-token';
