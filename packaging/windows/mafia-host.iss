; Inno Setup script: a Windows installer from the one-folder bundle.
; Build the bundle first (packaging/build in Git Bash), then:
;   iscc /DAppVersion=0.1.0 packaging\windows\mafia-host.iss
; Output: dist\mafia-host-<version>-windows-setup.exe (per-user install, no admin rights).
#ifndef AppVersion
  #define AppVersion "0.0.0"
#endif

[Setup]
AppId={{6F1B7C52-3D0A-4E4B-9A1E-5C2D8F0B7A11}
AppName=Mafia Host
AppVersion={#AppVersion}
AppPublisher=Mafia Host
DefaultDirName={localappdata}\Programs\Mafia Host
DefaultGroupName=Mafia Host
PrivilegesRequired=lowest
OutputDir=..\..\dist
OutputBaseFilename=mafia-host-{#AppVersion}-windows-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
UninstallDisplayIcon={app}\mafia-host.exe
ArchitecturesInstallIn64BitMode=x64compatible

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "ru"; MessagesFile: "compiler:Languages\Russian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"

[Files]
Source: "..\..\dist\mafia-host\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Mafia Host"; Filename: "{app}\mafia-host.exe"
Name: "{autodesktop}\Mafia Host"; Filename: "{app}\mafia-host.exe"; Tasks: desktopicon

[Run]
Filename: "{app}\mafia-host.exe"; Description: "{cm:LaunchProgram,Mafia Host}"; Flags: nowait postinstall skipifsilent
