; The Windows installer: Riffle in Program Files, a Start menu entry, and an uninstaller (also
; listed in the system's installed apps) that removes the program and leaves the tournaments
; (Documents\Riffle) and the settings (%APPDATA%\riffle) where they are.
;
; Built by scripts/dist.sh: makensis -DVERSION=0.1.0 -DEXE=riffle.exe -DOUT=setup.exe riffle.nsi
; Silent install and uninstall: setup.exe /S, uninstall.exe /S.

Unicode true
; A 64-bit installer for a 64-bit program (and for a 64-bit Wine without its 32-bit half).
Target amd64-unicode
SetCompressor /SOLID lzma
!include "MUI2.nsh"

!define KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\Riffle"

Name "Riffle ${VERSION}"
OutFile "${OUT}"
InstallDir "$PROGRAMFILES64\Riffle"
InstallDirRegKey HKLM "${KEY}" "InstallLocation"
RequestExecutionLevel admin

!define MUI_FINISHPAGE_RUN "$INSTDIR\riffle.exe"
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "French"

Function .onInit
    SetRegView 64
    !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Function un.onInit
    SetRegView 64
FunctionEnd

Section
    SetShellVarContext all
    SetOutPath "$INSTDIR"
    File "/oname=riffle.exe" "${EXE}"
    WriteUninstaller "$INSTDIR\uninstall.exe"
    CreateDirectory "$SMPROGRAMS\Riffle"
    CreateShortcut "$SMPROGRAMS\Riffle\Riffle.lnk" "$INSTDIR\riffle.exe"
    WriteRegStr HKLM "${KEY}" "DisplayName" "Riffle"
    WriteRegStr HKLM "${KEY}" "DisplayVersion" "${VERSION}"
    WriteRegStr HKLM "${KEY}" "DisplayIcon" "$INSTDIR\riffle.exe"
    WriteRegStr HKLM "${KEY}" "InstallLocation" "$INSTDIR"
    WriteRegStr HKLM "${KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
    WriteRegStr HKLM "${KEY}" "QuietUninstallString" '"$INSTDIR\uninstall.exe" /S'
    WriteRegDWORD HKLM "${KEY}" "NoModify" 1
    WriteRegDWORD HKLM "${KEY}" "NoRepair" 1
SectionEnd

; Only what the installer put there goes: the tournaments and settings are the TD's.
Section "Uninstall"
    SetShellVarContext all
    Delete "$INSTDIR\riffle.exe"
    Delete "$INSTDIR\uninstall.exe"
    RMDir "$INSTDIR"
    Delete "$SMPROGRAMS\Riffle\Riffle.lnk"
    RMDir "$SMPROGRAMS\Riffle"
    DeleteRegKey HKLM "${KEY}"
SectionEnd
