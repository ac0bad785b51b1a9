from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

if TYPE_CHECKING:
    from ..models.patch_settings_body_quiet_hours_type_0 import PatchSettingsBodyQuietHoursType0


T = TypeVar("T", bound="PatchSettingsBody")


@_attrs_define
class PatchSettingsBody:
    """
    Attributes:
        sender_id (None | str | Unset):
        birthday_wishes_enabled (bool | Unset):
        birthday_template (None | str | Unset):
        quiet_hours (None | PatchSettingsBodyQuietHoursType0 | Unset):
        low_balance_threshold_sms (int | None | Unset):
        low_balance_threshold_chat (int | None | Unset):
    """

    sender_id: None | str | Unset = UNSET
    birthday_wishes_enabled: bool | Unset = UNSET
    birthday_template: None | str | Unset = UNSET
    quiet_hours: None | PatchSettingsBodyQuietHoursType0 | Unset = UNSET
    low_balance_threshold_sms: int | None | Unset = UNSET
    low_balance_threshold_chat: int | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        from ..models.patch_settings_body_quiet_hours_type_0 import PatchSettingsBodyQuietHoursType0  # noqa: PLC0415

        sender_id: None | str | Unset
        if isinstance(self.sender_id, Unset):
            sender_id = UNSET
        else:
            sender_id = self.sender_id

        birthday_wishes_enabled = self.birthday_wishes_enabled

        birthday_template: None | str | Unset
        if isinstance(self.birthday_template, Unset):
            birthday_template = UNSET
        else:
            birthday_template = self.birthday_template

        quiet_hours: dict[str, Any] | None | Unset
        if isinstance(self.quiet_hours, Unset):
            quiet_hours = UNSET
        elif isinstance(self.quiet_hours, PatchSettingsBodyQuietHoursType0):
            quiet_hours = self.quiet_hours.to_dict()
        else:
            quiet_hours = self.quiet_hours

        low_balance_threshold_sms: int | None | Unset
        if isinstance(self.low_balance_threshold_sms, Unset):
            low_balance_threshold_sms = UNSET
        else:
            low_balance_threshold_sms = self.low_balance_threshold_sms

        low_balance_threshold_chat: int | None | Unset
        if isinstance(self.low_balance_threshold_chat, Unset):
            low_balance_threshold_chat = UNSET
        else:
            low_balance_threshold_chat = self.low_balance_threshold_chat

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if sender_id is not UNSET:
            field_dict["sender_id"] = sender_id
        if birthday_wishes_enabled is not UNSET:
            field_dict["birthday_wishes_enabled"] = birthday_wishes_enabled
        if birthday_template is not UNSET:
            field_dict["birthday_template"] = birthday_template
        if quiet_hours is not UNSET:
            field_dict["quiet_hours"] = quiet_hours
        if low_balance_threshold_sms is not UNSET:
            field_dict["low_balance_threshold_sms"] = low_balance_threshold_sms
        if low_balance_threshold_chat is not UNSET:
            field_dict["low_balance_threshold_chat"] = low_balance_threshold_chat

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        from ..models.patch_settings_body_quiet_hours_type_0 import PatchSettingsBodyQuietHoursType0  # noqa: PLC0415

        d = dict(src_dict)

        def _parse_sender_id(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        sender_id = _parse_sender_id(d.pop("sender_id", UNSET))

        birthday_wishes_enabled = d.pop("birthday_wishes_enabled", UNSET)

        def _parse_birthday_template(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        birthday_template = _parse_birthday_template(d.pop("birthday_template", UNSET))

        def _parse_quiet_hours(data: object) -> None | PatchSettingsBodyQuietHoursType0 | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, dict):
                    raise TypeError()
                quiet_hours_type_0 = PatchSettingsBodyQuietHoursType0.from_dict(data)

                return quiet_hours_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(None | PatchSettingsBodyQuietHoursType0 | Unset, data)

        quiet_hours = _parse_quiet_hours(d.pop("quiet_hours", UNSET))

        def _parse_low_balance_threshold_sms(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        low_balance_threshold_sms = _parse_low_balance_threshold_sms(d.pop("low_balance_threshold_sms", UNSET))

        def _parse_low_balance_threshold_chat(data: object) -> int | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(int | None | Unset, data)

        low_balance_threshold_chat = _parse_low_balance_threshold_chat(d.pop("low_balance_threshold_chat", UNSET))

        patch_settings_body = cls(
            sender_id=sender_id,
            birthday_wishes_enabled=birthday_wishes_enabled,
            birthday_template=birthday_template,
            quiet_hours=quiet_hours,
            low_balance_threshold_sms=low_balance_threshold_sms,
            low_balance_threshold_chat=low_balance_threshold_chat,
        )

        patch_settings_body.additional_properties = d
        return patch_settings_body

    @property
    def additional_keys(self) -> list[str]:
        return list(self.additional_properties.keys())

    def __getitem__(self, key: str) -> Any:
        return self.additional_properties[key]

    def __setitem__(self, key: str, value: Any) -> None:
        self.additional_properties[key] = value

    def __delitem__(self, key: str) -> None:
        del self.additional_properties[key]

    def __contains__(self, key: str) -> bool:
        return key in self.additional_properties
