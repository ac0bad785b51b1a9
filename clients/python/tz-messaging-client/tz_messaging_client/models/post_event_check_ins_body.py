from __future__ import annotations

import datetime
from collections.abc import Mapping
from typing import Any, TypeVar, cast

from attrs import define as _attrs_define
from attrs import field as _attrs_field

from ..types import UNSET, Unset

T = TypeVar("T", bound="PostEventCheckInsBody")


@_attrs_define
class PostEventCheckInsBody:
    """
    Attributes:
        code (str | Unset):
        invitee_id (int | Unset):
        guests (int | Unset):
        door (None | str | Unset):
        scanned_at (datetime.datetime | None | Unset):
    """

    code: str | Unset = UNSET
    invitee_id: int | Unset = UNSET
    guests: int | Unset = UNSET
    door: None | str | Unset = UNSET
    scanned_at: datetime.datetime | None | Unset = UNSET
    additional_properties: dict[str, Any] = _attrs_field(init=False, factory=dict)

    def to_dict(self) -> dict[str, Any]:
        code = self.code

        invitee_id = self.invitee_id

        guests = self.guests

        door: None | str | Unset
        if isinstance(self.door, Unset):
            door = UNSET
        else:
            door = self.door

        scanned_at: None | str | Unset
        if isinstance(self.scanned_at, Unset):
            scanned_at = UNSET
        elif isinstance(self.scanned_at, datetime.datetime):
            scanned_at = self.scanned_at.isoformat()
        else:
            scanned_at = self.scanned_at

        field_dict: dict[str, Any] = {}
        field_dict.update(self.additional_properties)
        field_dict.update({})
        if code is not UNSET:
            field_dict["code"] = code
        if invitee_id is not UNSET:
            field_dict["invitee_id"] = invitee_id
        if guests is not UNSET:
            field_dict["guests"] = guests
        if door is not UNSET:
            field_dict["door"] = door
        if scanned_at is not UNSET:
            field_dict["scanned_at"] = scanned_at

        return field_dict

    @classmethod
    def from_dict(cls: type[T], src_dict: Mapping[str, Any]) -> T:
        d = dict(src_dict)
        code = d.pop("code", UNSET)

        invitee_id = d.pop("invitee_id", UNSET)

        guests = d.pop("guests", UNSET)

        def _parse_door(data: object) -> None | str | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            return cast(None | str | Unset, data)

        door = _parse_door(d.pop("door", UNSET))

        def _parse_scanned_at(data: object) -> datetime.datetime | None | Unset:
            if data is None:
                return data
            if isinstance(data, Unset):
                return data
            try:
                if not isinstance(data, str):
                    raise TypeError()
                scanned_at_type_0 = datetime.datetime.fromisoformat(data)

                return scanned_at_type_0
            except (TypeError, ValueError, AttributeError, KeyError):
                pass
            return cast(datetime.datetime | None | Unset, data)

        scanned_at = _parse_scanned_at(d.pop("scanned_at", UNSET))

        post_event_check_ins_body = cls(
            code=code,
            invitee_id=invitee_id,
            guests=guests,
            door=door,
            scanned_at=scanned_at,
        )

        post_event_check_ins_body.additional_properties = d
        return post_event_check_ins_body

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
