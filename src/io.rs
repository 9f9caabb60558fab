//! Reading inputs and writing outputs safely.
//!
//! Outputs are written to a temporary file in the destination's directory and renamed into
//! place, so a failure never leaves a half-written file and readers never see one.

use std::io::{Read, Write};
use std::path::{Path, PathBuf};

/// An I/O failure, naming the file.
#[derive(Debug, thiserror::Error)]
#[error("{path}: error: {what}: {source}")]
pub struct IoError {
    pub path: String,
    pub what: &'static str,
    #[source]
    pub source: std::io::Error,
}

/// The display name of an input: `<stdin>` for `-`.
pub fn input_name(path: &Path) -> String {
    if path == Path::new("-") {
        "<stdin>".to_string()
    } else {
        path.display().to_string()
    }
}

/// Reads a file, or standard input for `-`.
pub fn read_input(path: &Path) -> Result<Vec<u8>, IoError> {
    let mut buf = Vec::new();
    let res = if path == Path::new("-") {
        std::io::stdin().lock().read_to_end(&mut buf).map(|_| ())
    } else {
        std::fs::File::open(path).and_then(|mut f| f.read_to_end(&mut buf).map(|_| ()))
    };
    res.map_err(|source| IoError {
        path: input_name(path),
        what: "cannot read",
        source,
    })?;
    Ok(buf)
}

/// Writes `data` to `path` atomically (temp file + rename); `-` writes standard output.
pub fn write_output(path: &Path, data: &[u8]) -> Result<(), IoError> {
    if path == Path::new("-") {
        let mut out = std::io::stdout().lock();
        return out
            .write_all(data)
            .and_then(|_| out.flush())
            .map_err(|source| IoError {
                path: "<stdout>".into(),
                what: "cannot write",
                source,
            });
    }
    let err = |what: &'static str| {
        move |source| IoError {
            path: path.display().to_string(),
            what,
            source,
        }
    };
    let dir = match path.parent() {
        Some(p) if !p.as_os_str().is_empty() => p.to_path_buf(),
        _ => PathBuf::from("."),
    };
    // A temporary file is private (0600); the result gets the permissions the file had, or
    // the usual 0644 for a new one.
    let mode = std::fs::metadata(path).map(|m| m.permissions()).ok();
    let mut tmp = tempfile::Builder::new()
        .prefix(".gfxopt-")
        .tempfile_in(&dir)
        .map_err(err("cannot create a temporary file next to"))?;
    tmp.write_all(data)
        .and_then(|_| tmp.as_file().sync_all())
        .map_err(err("cannot write"))?;
    let perms = match mode {
        Some(p) => p,
        None => default_permissions(tmp.as_file())?,
    };
    tmp.as_file()
        .set_permissions(perms)
        .map_err(err("cannot set permissions of"))?;
    tmp.persist(path)
        .map_err(|e| e.error)
        .map_err(err("cannot replace"))?;
    Ok(())
}

#[cfg(unix)]
fn default_permissions(_: &std::fs::File) -> Result<std::fs::Permissions, IoError> {
    use std::os::unix::fs::PermissionsExt;
    Ok(std::fs::Permissions::from_mode(0o644))
}

#[cfg(not(unix))]
fn default_permissions(f: &std::fs::File) -> Result<std::fs::Permissions, IoError> {
    f.metadata()
        .map(|m| m.permissions())
        .map_err(|source| IoError {
            path: String::new(),
            what: "cannot read permissions of",
            source,
        })
}
