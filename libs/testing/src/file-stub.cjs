// Jest stand-in for imported asset files (images, CSS): the URL string a bundler would give.
module.exports = 'test-file-stub';
