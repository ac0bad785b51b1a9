from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define

if TYPE_CHECKING:
    from ..models.settings_quiet_hours_type_0 import SettingsQuietHoursType0


T = TypeVar("T", bound="Settings")


@_attrs_define
class Settings:
    """The organization's settings

    Attributes:
        sender_id (None | str):
        birthday_wishes_enabled (bool):
        birthday_template (None | str):
        quiet_hours (None | SettingsQuietHoursType0):
        low_balance_threshold_sms (int | None):
        low_balance_threshold_chat (int | None):
    """

    sender_id: None | str
    birthday_wishes_enabled: bool
    birthday_template: None | str
    quiet_hours: None | SettingsQuietHoursType0
    low_balance_threshold_sms: int | None
    low_balance_threshold_chat: int | None

    def to_dict(self) -> dict[str, Any]:
        from ..models.settings_quiet_hours_type_0 import SettingsQuietHoursType0  # noqa: PLC0415

        sender_id: None | str
        sender_id = self.sender_id

        birthday_wishes_enabled = self.birthday_wishes_enabled

        birthday_template: None | str
        birthday_template = self.birthday_template

        quiet_hours: dict[str, Any] | None
        if isinstance(self.quiet_hours, SettingsQuietHoursType0):
            quiet_hours = self.quiet_hours.to_dict()
        else:
            quiet_hours = self.quiet_hours

        low_balance_threshold_sms: int | None
        low_balance_threshold_sms = self.low_balance_threshold_sms

        low_balance_threshold_chat: int | None
        low_balance_threshold_chat = self.low_balance_threshold_chat

        field_dict: dict[str, Any] = {}

        field_dict.update(
            {
                "sender_id": sender_id,
                "birthday_wishes_enabled": birthday_wishes_enabled,
                "birthday_template": birthday_template,
                "quiet_hours": quiet_hours,
                "low_balance_threshold_sms": low_balance_threshold_sms,
                "low_balance_threshold_chat": low_balance_threshold_chat,
            }
        )

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.settings_quiet_hours_type_0 import SettingsQuietHoursType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_sender_id(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        sender_id = _parse_sender_id(d.pop("sender_id"))

        birthday_wishes_enabled = d.pop("birthday_wishes_enabled")

        def _parse_birthday_template(data: object) -> None | str:
            if data is None:
                return data
            return cast(None | str, data)

        birthday_template = _parse_birthday_template(d.pop("birthday_template"))

        def _parse_quiet_hours(data: object) -> None | SettingsQuietHoursType0:
            if data is None:
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                quiet_hours_type_0 = SettingsQuietHoursType0.from_dict(data)

                return quiet_hours_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | SettingsQuietHoursType0, data)

        quiet_hours = _parse_quiet_hours(d.pop("quiet_hours"))

        def _parse_low_balance_threshold_sms(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        low_balance_threshold_sms = _parse_low_balance_threshold_sms(d.pop("low_balance_threshold_sms"))

        def _parse_low_balance_threshold_chat(data: object) -> int | None:
            if data is None:
                return data
            return cast(int | None, data)

        low_balance_threshold_chat = _parse_low_balance_threshold_chat(d.pop("low_balance_threshold_chat"))

        settings = cls(
            sender_id=sender_id,
            birthday_wishes_enabled=birthday_wishes_enabled,
            birthday_template=birthday_template,
            quiet_hours=quiet_hours,
            low_balance_threshold_sms=low_balance_threshold_sms,
            low_balance_threshold_chat=low_balance_threshold_chat,
        )

        return settings
